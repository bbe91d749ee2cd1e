import type * as Toasts from '../src/stores/toast';

type ToastModule = typeof Toasts;

/** The toast store of a fresh module registry: no toast shown yet. */
async function load(): Promise<ToastModule> {
  let loaded: ToastModule | undefined;
  await jest.isolateModulesAsync(async () => {
    loaded = await import('../src/stores/toast');
  });
  if (!loaded) throw new Error('module not loaded');
  return loaded;
}

describe('toasts', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows none before any is shown', async () => {
    const { toastStore } = await load();
    expect(toastStore.getState()).toEqual({ toasts: [] });
  });

  it('shows toasts in the order they came, each with its own id, kind and message', async () => {
    const { showToast, toastStore } = await load();
    const first = showToast('success', 'Tersambung kembali', 0);
    const second = showToast('error', 'Gagal mengirim', 0);
    expect(second).not.toBe(first);
    expect(toastStore.getState().toasts).toEqual([
      { id: first, kind: 'success', message: 'Tersambung kembali' },
      { id: second, kind: 'error', message: 'Gagal mengirim' },
    ]);
  });

  it('dismisses only the toast it names', async () => {
    const { dismissToast, showToast, toastStore } = await load();
    const first = showToast('info', 'one', 0);
    const second = showToast('info', 'two', 0);
    dismissToast(first);
    expect(toastStore.getState().toasts).toEqual([{ id: second, kind: 'info', message: 'two' }]);
  });

  it('dismisses a toast by itself when its time is up, not a millisecond before', async () => {
    const { showToast, toastStore } = await load();
    showToast('info', 'short', 3000);
    const kept = showToast('info', 'kept', 0);
    jest.advanceTimersByTime(2999);
    expect(toastStore.getState().toasts.map((toast) => toast.message)).toEqual(['short', 'kept']);
    jest.advanceTimersByTime(1);
    expect(toastStore.getState().toasts).toEqual([{ id: kept, kind: 'info', message: 'kept' }]);
  });

  it('keeps a toast shown with no time limit (0) until it is dismissed', async () => {
    const { dismissToast, showToast, toastStore } = await load();
    const id = showToast('error', 'sticky', 0);
    jest.advanceTimersByTime(24 * 60 * 60 * 1000);
    expect(toastStore.getState().toasts.map((toast) => toast.message)).toEqual(['sticky']);
    dismissToast(id);
    expect(toastStore.getState().toasts).toEqual([]);
  });

  it('dismisses a toast by itself when no time is given', async () => {
    const { showToast, toastStore } = await load();
    showToast('success', 'default');
    expect(toastStore.getState().toasts).toHaveLength(1);
    jest.runAllTimers();
    expect(toastStore.getState().toasts).toEqual([]);
  });

  it('dismisses an error by itself at 10 s, not at 9 999 ms: long enough to read, not for good', async () => {
    const { showToast, toastStore } = await load();
    showToast('error', 'Formulir tidak dapat dikirim. Periksa koneksi Anda, lalu kirim lagi.');
    jest.advanceTimersByTime(9999);
    expect(toastStore.getState().toasts).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(toastStore.getState().toasts).toEqual([]);
  });

  it('dismisses a success and an info by themselves at 6 s, not at 5 999 ms', async () => {
    const { showToast, toastStore } = await load();
    showToast('success', 'Pesan terkirim.');
    showToast('info', 'Anda telah keluar.');
    jest.advanceTimersByTime(5999);
    expect(toastStore.getState().toasts.map((toast) => toast.kind)).toEqual(['success', 'info']);
    jest.advanceTimersByTime(1);
    expect(toastStore.getState().toasts).toEqual([]);
  });

  it("replaces a group's earlier toasts: two failed sends show one failure, the success then only itself", async () => {
    const { showToast, toastStore } = await load();
    const other = showToast('error', 'report failed', { group: 'report' });
    const plain = showToast('info', 'online again');
    showToast('error', 'first failure', { group: 'contact' });
    const second = showToast('error', 'second failure', { group: 'contact' });
    expect(toastStore.getState().toasts.map((toast) => toast.message)).toEqual([
      'report failed',
      'online again',
      'second failure',
    ]);
    expect(toastStore.getState().toasts.find((toast) => toast.id === second)).toEqual({
      id: second,
      kind: 'error',
      message: 'second failure',
      group: 'contact',
    });
    const sent = showToast('success', 'Message sent', { group: 'contact' });
    expect(toastStore.getState().toasts.map((toast) => toast.id)).toEqual([other, plain, sent]);
  });

  it("a replaced toast's timer never dismisses the toast that replaced it", async () => {
    const { showToast, toastStore } = await load();
    showToast('error', 'failure', { group: 'contact' });
    jest.advanceTimersByTime(5000);
    showToast('success', 'sent', { group: 'contact' });
    jest.advanceTimersByTime(5000);
    // The failure's 10 s are up; the success has 1 s left.
    expect(toastStore.getState().toasts.map((toast) => toast.message)).toEqual(['sent']);
    jest.advanceTimersByTime(1000);
    expect(toastStore.getState().toasts).toEqual([]);
  });

  it("dismisses a group's toasts and no other", async () => {
    const { dismissToastGroup, showToast, toastStore } = await load();
    showToast('error', 'lookup failed', { group: 'followUp' });
    showToast('error', 'lookup failed again', { group: 'followUp' });
    const other = showToast('error', 'contact failed', { group: 'contact' });
    const plain = showToast('info', 'online again');
    dismissToastGroup('followUp');
    expect(toastStore.getState().toasts.map((toast) => toast.id)).toEqual([other, plain]);
  });
});
