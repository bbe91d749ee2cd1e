/**
 * @jest-environment @ksei/build-tools/jsdom-fetch
 */
import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { i18n, setLocale, syncLocation, type Locale } from '../../src/index';
import type { EditorConfig, TypeWords } from '../../src/editor/config';
import { EditorProvider } from '../../src/editor/context';
import { SharedFields } from '../../src/editor/components/ItemFields';
import { emptyValues, fieldsOf, formProblems, type FormValues } from '../../src/editor/form-values';
import { keepDraft, readKeptDraft, type KeptDraft } from '../../src/editor/kept-drafts';
import { EDITOR_STRINGS, useEditorText } from '../../src/editor/strings';

/**
 * What the editor kit does differently per content type: the fields and checks come from the type's
 * declaration, kept drafts are stored per type, the type's own words come before the kit's, and a
 * `choice` field lists the declaration's values labelled by the type's words (or the site's choices).
 */

const words = (key: string, options?: Readonly<Record<string, unknown>>): string =>
  `${key}${options ? JSON.stringify(options) : ''}`;

/** Type words for a test type: each says which type and language it is, so a mix-up shows. */
function typeWords(name: string): Readonly<Record<Locale, TypeWords>> {
  const one = (locale: Locale): TypeWords => ({
    lead: `${name} lead ${locale}`,
    newItem: `New ${name} ${locale}`,
    caption: `${name} caption ${locale}`,
    results_one: `{{formatted}} ${name} ${locale}`,
    results_other: `{{formatted}} ${name}s ${locale}`,
    noResults: `No ${name} ${locale}`,
    empty: `No ${name} yet ${locale}`,
    back: `Back to ${name}s ${locale}`,
    auditCaption: `${name} audit ${locale}`,
    unpublishHint: `${name} unpublish ${locale}`,
    keyHint: `${name} key ${locale}`,
    columns: { item: `${name} column ${locale}` },
    choices: { category: { 'ksei-regulations': `KSEI rules (${locale})` } },
  });
  return { id: one('id'), en: one('en') };
}

const REGULATIONS: EditorConfig = {
  type: 'regulation',
  pages: { list: 'editor.regulations', new: 'editor.regulationNew', item: 'editor.regulation', history: 'x' },
  words: typeWords('regulation'),
};
const ANNOUNCEMENTS: EditorConfig = {
  type: 'announcement',
  pages: { list: 'editor.announcements', new: 'editor.announcementNew', item: 'editor.announcement', history: 'x' },
  words: typeWords('announcement'),
};

/** Renders `ui` on a page of `locale` (the address says which, as on the site). */
function inLocale(locale: Locale, ui: React.ReactNode) {
  window.history.replaceState(null, '', `/${locale}/staf`);
  act(() => {
    syncLocation();
    setLocale(locale);
  });
  return render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>);
}

describe('a regulation form', () => {
  const complete = (): FormValues => {
    const values = emptyValues('regulation');
    return {
      ...values,
      key: 'peraturan-ksei-vi-d',
      shared: { category: 'ksei-regulations', decreeNumber: 'KEP-0027/DIR/KSEI/0524', date: '2024-05-20' },
      parts: {
        id: { number: 'Peraturan KSEI Nomor VI-D', title: 'Penitipan Kolektif', file: '' },
        en: { number: 'Regulation of KSEI Number VI-D', title: 'Collective Custody', file: '' },
      },
    };
  };

  it("holds the declaration's fields, in its order, every one empty at first", () => {
    expect(fieldsOf('regulation').shared.map(([name]) => name)).toEqual(['category', 'decreeNumber', 'date']);
    expect(fieldsOf('regulation').parts.map(([name]) => name)).toEqual(['number', 'title', 'file']);
    expect(emptyValues('regulation').shared).toEqual({ category: '', decreeNumber: '', date: '' });
    expect(emptyValues('regulation').parts.en).toEqual({ number: '', title: '', file: '' });
  });

  it("is checked by the regulation's rules, not the announcement's", () => {
    expect(formProblems('regulation', complete(), 'en', true, words)).toEqual({});
    // A key of 200 characters is a regulation's limit (an announcement's is 80).
    expect(formProblems('regulation', { ...complete(), key: 'a'.repeat(200) }, 'en', true, words)).toEqual({});
    expect(formProblems('regulation', { ...complete(), key: 'a'.repeat(201) }, 'en', true, words)).toEqual({
      key: 'keyInvalid{"max":200}',
    });
    const values = complete();
    const problems = formProblems(
      'regulation',
      { ...values, shared: { ...values.shared, category: 'announcements', decreeNumber: 'x'.repeat(121) } },
      'en',
      false,
      words,
    );
    expect(Object.keys(problems).sort()).toEqual(['shared.category', 'shared.decreeNumber']);
  });
});

describe('kept drafts of two types', () => {
  const draft: KeptDraft = {
    at: '2026-11-29T03:00:00.000Z',
    version: 2,
    key: 'one',
    data: { shared: {}, parts: {} },
    major: false,
    changeNote: {},
  };
  afterEach(() => window.localStorage.clear());

  it('are kept apart: announcement 12 and regulation 12 are two items', () => {
    keepDraft('announcement', 12, draft);
    expect(readKeptDraft('regulation', 12)).toBeNull();
    keepDraft('regulation', 12, { ...draft, key: 'two' });
    expect(readKeptDraft('announcement', 12)?.key).toBe('one');
    expect(readKeptDraft('regulation', 12)?.key).toBe('two');
    expect(window.localStorage.getItem('ksei.editor.regulation.12')).toContain('"two"');
  });
});

function Words({ keys }: { readonly keys: readonly string[] }) {
  const t = useEditorText();
  return (
    <ul>
      {keys.map((key) => (
        <li key={key}>{t(key)}</li>
      ))}
    </ul>
  );
}

describe.each(['id', 'en'] as const)("the editor's words (%s)", (locale) => {
  it("are the type's own first, then the kit's, each type its own on one page", () => {
    inLocale(
      locale,
      <>
        <EditorProvider config={REGULATIONS}>
          <Words keys={['newItem', 'columns.item', 'save']} />
        </EditorProvider>
        <EditorProvider config={ANNOUNCEMENTS}>
          <Words keys={['newItem']} />
        </EditorProvider>
      </>,
    );
    expect(screen.getByText(`New regulation ${locale}`)).toBeTruthy();
    expect(screen.getByText(`regulation column ${locale}`)).toBeTruthy();
    expect(screen.getByText(EDITOR_STRINGS[locale].save)).toBeTruthy();
    expect(screen.getByText(`New announcement ${locale}`)).toBeTruthy();
  });
});

describe.each(['id', 'en'] as const)('a choice field (%s)', (locale) => {
  const values = emptyValues('regulation');
  const fields = (config: EditorConfig, choices = {}) =>
    inLocale(
      locale,
      <EditorProvider config={config}>
        <SharedFields values={values} choices={choices} problems={{}} onChange={() => undefined} />
      </EditorProvider>,
    );

  it("offers the declaration's values, labelled by the type's words (else the value itself)", () => {
    fields(REGULATIONS);
    const select = screen.getByLabelText(locale === 'id' ? 'Kategori' : 'Category');
    const options = [...select.querySelectorAll('option')].map((option) => [option.value, option.textContent]);
    expect(options).toEqual([
      ['', EDITOR_STRINGS[locale].choose],
      ['capital-market-law', 'capital-market-law'],
      ['fsa-regulations', 'fsa-regulations'],
      ['ksei-regulations', `KSEI rules (${locale})`],
      ['ksei-regulation-draft', 'ksei-regulation-draft'],
      ['operating-procedure', 'operating-procedure'],
    ]);
  });

  it('offers the choices the site holds instead, when the section read them', () => {
    fields(REGULATIONS, { category: [{ value: 'ksei-regulations', label: 'From the site' }] });
    const select = screen.getByLabelText(locale === 'id' ? 'Kategori' : 'Category');
    expect([...select.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
      EDITOR_STRINGS[locale].choose,
      'From the site',
    ]);
  });
});
