/**
 * @jest-environment @ksei/build-tools/jsdom-fetch
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { i18n, setLocale, type Locale } from '@ksei/shared';
import { ActionForm, FileField } from '@ksei/shared/forms';

/**
 * The kit's file field as a visitor uses it in a hydrated page: "one file of these kinds, at most N
 * bytes". A refused file is named at once in the page's language; an accepted one is shown with its
 * size and can be removed. The words expected are written here as a visitor reads them.
 */
const MiB = 1024 * 1024;
const WORDS = {
  id: {
    type: 'Berkas harus berjenis .pdf, .png.',
    empty: 'Berkas kosong.',
    size: /^Berkas paling besar 2 MB\.$/,
    chosen: /^Dipilih: laporan\.pdf \(/,
    remove: 'Hapus berkas',
  },
  en: {
    type: 'The file must be .pdf, .png.',
    empty: 'The file is empty.',
    size: /^The file can be at most 2 MB\.$/,
    chosen: /^Chosen: laporan\.pdf \(/,
    remove: 'Remove file',
  },
} as const;

function show(locale: Locale, messages?: { size: string }) {
  act(() => setLocale(locale));
  const element = (
    <ActionForm id="f" rules={{}} refusal={undefined} encType="multipart/form-data" labelledBy="f-heading">
      <h1 id="f-heading">Form</h1>
      <FileField
        name="attachment"
        label="Attachment"
        accept=".pdf,.png,application/pdf,image/png"
        maxBytes={2 * MiB}
        optional
        {...(messages ? { messages } : {})}
      />
    </ActionForm>
  );
  const router = createMemoryRouter([{ path: '/', element }], { initialEntries: ['/'] });
  render(
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
  return screen.getByLabelText(/Attachment/) as HTMLInputElement;
}

const choose = (input: HTMLInputElement, file: File) =>
  act(() => fireEvent.change(input, { target: { files: [file] } }));
const bytes = (count: number) => new Uint8Array(count);

describe.each(['id', 'en'] as const)('FileField (%s)', (locale) => {
  const words = WORDS[locale];

  it('offers only the given kinds to the picker', () => {
    expect(show(locale).accept).toBe('.pdf,.png,application/pdf,image/png');
  });

  it('refuses a file of another kind at once, naming the kinds', async () => {
    const input = show(locale);
    choose(input, new File([bytes(10)], 'tool.exe', { type: 'application/x-msdownload' }));
    expect(await screen.findByText(words.type)).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });

  it('refuses a file with an allowed name but another declared type', async () => {
    show(locale);
    choose(screen.getByLabelText(/Attachment/), new File([bytes(10)], 'laporan.pdf', { type: 'text/html' }));
    expect(await screen.findByText(words.type)).toBeTruthy();
  });

  it('refuses an empty file', async () => {
    const input = show(locale);
    choose(input, new File([], 'laporan.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText(words.empty)).toBeTruthy();
  });

  it('refuses a file one byte over its limit, and takes one at the limit', async () => {
    const input = show(locale);
    choose(input, new File([bytes(2 * MiB + 1)], 'laporan.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText(words.size)).toBeTruthy();
    choose(input, new File([bytes(2 * MiB)], 'laporan.pdf', { type: 'application/pdf' }));
    expect(screen.queryByText(words.size)).toBeNull();
    expect(input.getAttribute('aria-invalid')).not.toBe('true');
  });

  it('says the form’s own words for a refusal when it gives them', async () => {
    const input = show(locale, { size: 'Evidence: 2 MB at most.' });
    choose(input, new File([bytes(2 * MiB + 1)], 'laporan.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('Evidence: 2 MB at most.')).toBeTruthy();
    expect(screen.queryByText(words.size)).toBeNull();
  });

  it('shows the chosen file, and removing it empties the field and returns focus to it', async () => {
    const input = show(locale);
    choose(input, new File([bytes(1500)], 'laporan.pdf', { type: '' }));
    expect(await screen.findByText(words.chosen)).toBeTruthy();
    act(() => fireEvent.click(screen.getByRole('button', { name: words.remove })));
    expect(screen.queryByText(words.chosen)).toBeNull();
    expect(input.value).toBe('');
    expect(document.activeElement).toBe(input);
  });
});
