import type { RemoteName, RouteMatch } from '../routes/types.js';

/** What every section remote exposes as `./spa`: single-spa lifecycles (one expose per remote). */
export interface SectionLifecycles<Props = SectionProps> {
  bootstrap(props: Props): Promise<unknown>;
  mount(props: Props): Promise<unknown>;
  unmount(props: Props): Promise<unknown>;
  update?(props: Props): Promise<unknown>;
}

/** Props the shell hands every section through single-spa's customProps. */
export interface SectionProps {
  readonly name: string;
  /** The element the section renders into, owned by the shell's layout. */
  readonly domElement: HTMLElement;
  /** Lets single-spa-react find the container without a global id. */
  readonly domElementGetter: () => HTMLElement;
}

/** The single expose of every remote. */
export const SECTION_EXPOSE = './spa';

/** Federation container names must be identifiers: `mf-about` → `mf_about`. */
export function federationName(remote: RemoteName): string {
  return remote.replace(/-/g, '_');
}

/**
 * One entry of the registry of released sections: a section, its live version and the manifest URL of
 * that version. `/remotes.json` serves `name`, `entry` and `version`; the release command's
 * `registry.json` also keeps `releasedAt`, the moment the version went live (ISO). The shell knows its
 * sections by name; the server and the release tools read whatever names the file holds (`string`).
 */
export interface RemoteRegistryEntry<Name extends string = RemoteName> {
  readonly name: Name;
  readonly entry: string;
  readonly version: string;
  readonly releasedAt?: string;
}
export interface RemoteRegistry {
  readonly remotes: readonly RemoteRegistryEntry[];
}

/**
 * Cookie in which the shell names the sections it loads from a tester's build (comma-separated), so
 * the server does not preload their released files.
 */
export const REMOTE_OVERRIDE_COOKIE = 'ksei-remote-overrides';

/**
 * A page read from the server's HTML instead of fetched again: the data of the section's routes as the
 * server's render used it, embedded in the page as a JSON data block (never a script), for the section
 * to hydrate from on its first mount.
 */
export interface SectionHydrationData {
  readonly remote: RemoteName;
  /** The address rendered (path and query): the section hydrates only if the browser is still there. */
  readonly url: string;
  /** Route id → the loader's data. */
  readonly loaderData: Readonly<Record<string, unknown>>;
  /** Route id → the error its loader threw, as plain data (`ApiError`s keep status and message). */
  readonly errors: Readonly<Record<string, SerializedRouteError>> | null;
  /**
   * Route id → what the page's action answered, when the page was rendered for a form posted without
   * JavaScript (the confirmation, or the errors with the values sent); null on a GET. Absent from a
   * section older than form posts.
   */
  readonly actionData?: Readonly<Record<string, unknown>> | null;
}
export interface SerializedRouteError {
  readonly kind: 'api' | 'other';
  readonly status: number;
  readonly message: string;
}

/** The id of the data block holding the API answers a shell page was rendered with (cache key → answer). */
export const SHELL_DATA_ID = 'ksei-shell-data';

/** The id of the data block holding `SectionHydrationData`. */
export const SECTION_DATA_ID = 'ksei-section-data';

/** What the server asks a section's server build to render. */
export interface SectionRenderRequest {
  /** The absolute URL of the page (path and query), e.g. `http://site/id/publikasi/siaran-pers?page=2`. */
  readonly url: string;
  /** Aborted when the server stops waiting (time budget, client gone). */
  readonly signal?: AbortSignal;
  /**
   * The page the server decided the address is (its one lookup, handed down). Absent from a server
   * older than the section: the section looks it up itself.
   */
  readonly match?: RouteMatch | null;
  /**
   * A form posted to the page without JavaScript (pages declared with `form: true` only): the body
   * exactly as sent, bounded by the server, and its content type (urlencoded, or multipart with its
   * boundary). The section runs the page's action with it as a fetch `Request`, then renders the page
   * with the action's answer. Absent: a GET.
   */
  readonly post?: FormPost;
}

/** A posted form's body as the section's action reads it (`request.formData()`). */
export interface FormPost {
  readonly body: Uint8Array;
  readonly contentType: string;
}

/** The section's part of the page, rendered on the server. */
export type SectionRenderResult =
  | { readonly kind: 'page'; readonly status: number; readonly html: string; readonly data: SectionHydrationData }
  | { readonly kind: 'redirect'; readonly status: number; readonly location: string };

/** What a section's server build (`dist/server/section.cjs`) exports. */
export interface SectionServerModule {
  readonly remote: RemoteName;
  render(request: SectionRenderRequest): Promise<SectionRenderResult>;
}

/** The React `identifierPrefix` of a section's root, the same on server and browser (stable `useId`s). */
export function sectionIdPrefix(remote: RemoteName): string {
  return `${remote}-`;
}
