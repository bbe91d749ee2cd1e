import { act } from '@testing-library/react';
import type { SectionLifecycles, SectionProps } from '@ksei/shared';
import { sectionApplication } from '../src/federation/section-app';

const LIMITS = { loadMs: 200, mountMs: 100, unmountMs: 100 };
const never = (): Promise<never> => new Promise(() => undefined);

/** A section whose steps do what the test says; `mount` renders a marker into its element. */
function section(steps: { mount?: () => Promise<void>; unmount?: () => Promise<void> }): SectionLifecycles {
  return {
    bootstrap: async () => undefined,
    mount: async (props: SectionProps) => {
      await (steps.mount ?? (async () => undefined))();
      props.domElement.insertAdjacentHTML('beforeend', '<p data-marker="mounted">mounted</p>');
    },
    unmount: async (props: SectionProps) => {
      await (steps.unmount ?? (async () => undefined))();
      props.domElement.innerHTML = '';
    },
  } as SectionLifecycles;
}

describe('section time limits', () => {
  let outlet: HTMLElement;
  beforeEach(() => {
    outlet = document.createElement('div');
    document.body.appendChild(outlet);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    outlet.remove();
    jest.restoreAllMocks();
  });

  it('shows the section error in place when mount never settles', async () => {
    const app = sectionApplication('mf-about', () => outlet, {
      load: async () => section({ mount: never }),
      limits: LIMITS,
    });
    const started = Date.now();
    await act(() => app.mount());
    expect(Date.now() - started).toBeLessThan(1000);
    expect(outlet.querySelector('[data-section-error]')).not.toBeNull();
    expect(outlet.querySelector('[data-marker]')).toBeNull();
    await act(() => app.unmount());
    expect(outlet.children).toHaveLength(0);
  });

  it('shows the section error when loading the remote never settles', async () => {
    const app = sectionApplication('mf-about', () => outlet, { load: never, limits: LIMITS });
    await act(() => app.mount());
    expect(outlet.querySelector('[data-section-error]')).not.toBeNull();
  });

  it('lets the next section in when unmount never settles', async () => {
    const app = sectionApplication('mf-about', () => outlet, {
      load: async () => section({ unmount: never }),
      limits: LIMITS,
    });
    await act(() => app.mount());
    expect(outlet.querySelector('[data-marker="mounted"]')).not.toBeNull();
    const started = Date.now();
    await act(() => app.unmount());
    expect(Date.now() - started).toBeLessThan(1000);
    expect(outlet.children).toHaveLength(0);
  });

  it('undoes a mount that settles after its limit, away from the page', async () => {
    let finish: () => void = () => undefined;
    const unmounted: string[] = [];
    const late = section({ mount: () => new Promise<void>((resolve) => (finish = resolve)) });
    const lifecycles = { ...late, unmount: async (props: SectionProps) => void unmounted.push(props.name) };
    const app = sectionApplication('mf-about', () => outlet, { load: async () => lifecycles, limits: LIMITS });
    await act(() => app.mount());
    expect(outlet.querySelector('[data-section-error]')).not.toBeNull();
    await act(async () => {
      finish();
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
    expect(outlet.querySelector('[data-marker]')).toBeNull();
    expect(unmounted).toEqual(['mf-about']);
  });

  it('mounts a healthy section within the limits', async () => {
    const app = sectionApplication('mf-about', () => outlet, { load: async () => section({}), limits: LIMITS });
    await act(() => app.mount());
    expect(outlet.querySelector('[data-marker="mounted"]')).not.toBeNull();
    expect(outlet.querySelector('[data-section-error]')).toBeNull();
  });
});
