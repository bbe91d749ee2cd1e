/**
 * @jest-environment jsdom
 */
import { render, screen } from '@testing-library/react';
import { useAnswerHeading } from '../src/shared/use-answer-heading';

function Answer({ focus }: { readonly focus: boolean }) {
  const heading = useAnswerHeading(focus);
  return (
    <h2 ref={heading} tabIndex={-1}>
      answer
    </h2>
  );
}

describe("a form answer's heading", () => {
  it('takes focus when the answer arrived in the browser', () => {
    render(<Answer focus />);
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'answer' }));
  });

  it('leaves focus alone on a page that loaded with the answer', () => {
    render(<Answer focus={false} />);
    expect(document.activeElement).toBe(document.body);
  });
});
