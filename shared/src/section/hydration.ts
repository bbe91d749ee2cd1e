import {
  ApiError,
  SECTION_DATA_ID,
  isApiError,
  type RemoteName,
  type SectionHydrationData,
  type SerializedRouteError,
} from '@ksei/shared';

/** Loader errors as plain data for the page (an Error does not survive JSON). */
export function serializeErrors(errors: Record<string, unknown> | null): Record<string, SerializedRouteError> | null {
  if (!errors) return null;
  const result: Record<string, SerializedRouteError> = {};
  for (const [id, error] of Object.entries(errors)) {
    result[id] = isApiError(error)
      ? { kind: 'api', status: error.status, message: error.message }
      : { kind: 'other', status: 500, message: error instanceof Error ? error.message : String(error) };
  }
  return result;
}

export function reviveErrors(errors: SectionHydrationData['errors']): Record<string, unknown> | null {
  if (!errors) return null;
  const result: Record<string, unknown> = {};
  for (const [id, error] of Object.entries(errors)) {
    result[id] = error.kind === 'api' ? new ApiError(error.status, error.message) : new Error(error.message);
  }
  return result;
}

/**
 * The server's data for this section's first mount, taken once: only when the server rendered this
 * section at the address the browser is still on, into the container the section mounts in.
 */
export function takeHydrationData(remote: RemoteName, container: HTMLElement): SectionHydrationData | null {
  const block = document.getElementById(SECTION_DATA_ID);
  if (!block || !container.hasChildNodes()) return null;
  block.remove(); // once: a later mount of this section renders afresh
  try {
    const data = JSON.parse(block.textContent ?? '') as SectionHydrationData;
    const here = window.location.pathname + window.location.search;
    return data.remote === remote && data.url === here ? data : null;
  } catch {
    return null;
  }
}
