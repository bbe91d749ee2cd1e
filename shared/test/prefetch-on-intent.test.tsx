import { fireEvent, render, screen } from '@testing-library/react';
import { Link } from '../src/ui/Link';
import { setPrefetcher } from '../src/runtime/prefetch';

describe("a link warms up its page on the visitor's intent", () => {
  afterEach(() => setPrefetcher(undefined));

  it("prefetches on pointer enter and on focus, and still calls the link's own handlers", () => {
    const seen: string[] = [];
    const own: string[] = [];
    setPrefetcher((path) => seen.push(path));
    render(
      <>
        <Link to="/id/intent-hover" onPointerEnter={() => own.push('pointer')}>
          hover
        </Link>
        <Link to="/id/intent-focus" onFocus={() => own.push('focus')}>
          focus
        </Link>
      </>,
    );
    fireEvent.pointerEnter(screen.getByText('hover'));
    fireEvent.focus(screen.getByText('focus'));
    expect(seen).toEqual(['/id/intent-hover', '/id/intent-focus']);
    expect(own).toEqual(['pointer', 'focus']);
  });
});
