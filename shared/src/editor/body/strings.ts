/**
 * The body editor's words in both languages, merged into the kit's namespace by `../strings.ts`. A
 * picture field's and an unpublished page's redirect words are here too: they came with the press
 * releases.
 */
const id = {
  optional: '(opsional)',
  body: {
    hint: 'Judul bagian, paragraf, daftar dan tautan ke halaman situs. Teks yang ditempel dari Word atau halaman web disederhanakan menjadi bentuk-bentuk ini; format seperti tebal dan warna tidak disimpan.',
    tools: 'Alat isi',
    paragraph: 'Paragraf',
    heading: 'Judul bagian',
    bulleted: 'Daftar berbutir',
    numbered: 'Daftar bernomor',
    linkPage: 'Tautan ke halaman',
    insertLink: 'Sisipkan tautan',
  },
  redirect: {
    label: 'Arahkan pengunjung halamannya ke',
    none: 'Tidak ke mana pun: alamatnya menjawab "sudah dihapus" (410)',
  },
  picture: {
    hint: 'JPEG atau PNG, paling besar 25 MB. Isinya diperiksa; data lokasi, kamera dan penulis dihapus sebelum disimpan.',
    details: '{{width}} × {{height}} piksel, {{size}}, SHA-256 {{hash}}…',
  },
};

const en: typeof id = {
  optional: '(optional)',
  body: {
    hint: 'Section headings, paragraphs, lists and links to the site’s pages. Text pasted from Word or a web page is reduced to these; formatting such as bold and colours is not kept.',
    tools: 'Body tools',
    paragraph: 'Paragraph',
    heading: 'Section heading',
    bulleted: 'Bulleted list',
    numbered: 'Numbered list',
    linkPage: 'Link to a page',
    insertLink: 'Insert link',
  },
  redirect: {
    label: 'Send its page’s visitors to',
    none: 'Nowhere: its address answers "gone" (410)',
  },
  picture: {
    hint: 'JPEG or PNG, at most 25 MB. Its content is checked; location, camera and author data are removed before it is stored.',
    details: '{{width}} × {{height}} pixels, {{size}}, SHA-256 {{hash}}…',
  },
};

export const BODY_STRINGS = { id, en } as const;
