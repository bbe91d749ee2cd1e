import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { useStore } from '../src/stores/use-store';

interface Counter {
  readonly count: number;
  readonly label: string;
}

function Whole({ store }: { store: StoreApi<Counter> }) {
  const state = useStore(store);
  return (
    <p>
      {state.label}: {state.count}
    </p>
  );
}

function Count({ store }: { store: StoreApi<Counter> }) {
  return <p>count {useStore(store, (state) => state.count)}</p>;
}

describe('useStore', () => {
  it("renders on the server with the store's current state, not the state it was created with", () => {
    const store = createStore<Counter>(() => ({ count: 1, label: 'initial' }));
    store.setState({ count: 2, label: 'request' });
    expect(renderToString(<Whole store={store} />)).toBe('<p>request<!-- -->: <!-- -->2</p>');
    expect(renderToString(<Count store={store} />)).toBe('<p>count <!-- -->2</p>');
  });

  it('gives the whole state without a selector and re-renders when the store changes', () => {
    const store = createStore<Counter>(() => ({ count: 1, label: 'clicks' }));
    render(<Whole store={store} />);
    expect(screen.getByText('clicks: 1')).toBeTruthy();
    act(() => store.setState({ count: 5 }));
    expect(screen.getByText('clicks: 5')).toBeTruthy();
  });
});
