-- Site content (issue 3). One dialect for PGlite and PostgreSQL.
-- Bilingual text is stored as column pairs `<name>_id` / `<name>_en`; the API picks one pair per request
-- by locale (column names come from a fixed list, never from input). Language-neutral values (numbers,
-- dates, codes, file links) are stored once. `sample` marks text written for this rebuild.
-- Files (FileLink) are jsonb `{name, url, type, sizeBytes}`, url under /files/.

create table content_pages (
  key text primary key,
  title_id text not null,
  title_en text not null,
  summary_id text,
  summary_en text,
  blocks_id jsonb not null,
  blocks_en jsonb not null,
  updated_at date not null,
  sample boolean not null
);

create table press_releases (
  slug text primary key,
  date date not null,
  title_id text not null,
  title_en text not null,
  summary_id text not null,
  summary_en text not null,
  body_id jsonb not null,
  body_en jsonb not null,
  -- [{name, url, type, sizeBytes, width, height, caption_id, caption_en}]
  images jsonb not null default '[]',
  sample boolean not null
);
create index press_releases_date on press_releases (date desc, slug);

create table announcement_types (
  code text primary key,
  label_id text not null,
  label_en text not null,
  sort smallint not null
);

create table announcements (
  id text primary key,
  type text not null references announcement_types (code),
  date date not null,
  reference_number text not null,
  title_id text not null,
  title_en text not null,
  attachments jsonb not null default '[]',
  sample boolean not null
);
create index announcements_date on announcements (date desc, id);
create index announcements_type_date on announcements (type, date desc);

create table events (
  slug text primary key,
  date date not null,
  title_id text not null,
  title_en text not null,
  location_id text not null,
  location_en text not null,
  summary_id text not null,
  summary_en text not null,
  sample boolean not null
);
create index events_date on events (date desc);

create table bulletins (
  id text primary key,
  edition text not null,
  circular_number text not null,
  date date not null,
  title_id text not null,
  title_en text not null,
  file jsonb not null,
  sample boolean not null
);
create index bulletins_date on bulletins (date desc);

create table other_publications (
  id text primary key,
  date date not null,
  title_id text not null,
  title_en text not null,
  file jsonb not null,
  sample boolean not null
);
create index other_publications_date on other_publications (date desc);

create table regulations (
  id text primary key,
  category text not null check (
    category in ('capital-market-law', 'fsa-regulations', 'ksei-regulations', 'ksei-regulation-draft', 'operating-procedure')
  ),
  number text not null,
  decree_number text not null,
  title_id text not null,
  title_en text not null,
  date date not null,
  file jsonb,
  sample boolean not null
);
create index regulations_category_date on regulations (category, date desc);

create table management_members (
  slug text primary key,
  board text not null check (board in ('commissioners', 'directors')),
  sort smallint not null,
  name text not null,
  position_id text not null,
  position_en text not null,
  citizenship_id text not null,
  citizenship_en text not null,
  born_id text not null,
  born_en text not null,
  last_education_id text not null,
  last_education_en text not null,
  appointed_since_id text not null,
  appointed_since_en text not null,
  experience_id jsonb not null,
  experience_en jsonb not null,
  sample boolean not null
);

create table shareholders (
  sort smallint primary key,
  name_id text not null,
  name_en text not null,
  units bigint not null,
  value bigint not null,
  percentage numeric(6, 2) not null,
  sample boolean not null
);

create table faq_categories (
  code text primary key,
  label_id text not null,
  label_en text not null,
  sort smallint not null
);

create table faqs (
  id text primary key,
  category text not null references faq_categories (code),
  sort smallint not null,
  question_id text not null,
  question_en text not null,
  answer_id text not null,
  answer_en text not null,
  sample boolean not null
);
create index faqs_category on faqs (category, sort);

create table divisions (
  code text primary key,
  label_id text not null,
  label_en text not null,
  sort smallint not null
);

create table vacancies (
  slug text primary key,
  division text not null references divisions (code),
  position_id text not null,
  position_en text not null,
  status text not null check (status in ('open', 'filled')),
  closing_date date not null,
  description_id text not null,
  description_en text not null,
  specifications_id jsonb not null,
  specifications_en jsonb not null,
  qualification_requirements_id jsonb not null,
  qualification_requirements_en jsonb not null,
  additional_information_id text not null,
  additional_information_en text not null,
  sample boolean not null
);
create index vacancies_closing on vacancies (closing_date desc);

create table instruction_schedule (
  sort smallint primary key,
  start_time text not null,
  end_time text not null,
  process_id text not null,
  process_en text not null,
  activity_id text not null,
  activity_en text not null,
  operational_time_id text not null,
  operational_time_en text not null,
  sample boolean not null
);

create table investment_products (
  code text primary key,
  type text not null check (type in ('equity-securities', 'debt-securities', 'mutual-fund', 'securities-crowdfunding')),
  name text not null,
  issuer text not null,
  isin text,
  listing_date date,
  status_id text not null,
  status_en text not null,
  sample boolean not null
);
create index investment_products_type on investment_products (type, code);

create table key_figures (
  key text primary key,
  label_id text not null,
  label_en text not null,
  value bigint not null,
  as_of date not null,
  source text not null,
  source_url text not null
);

-- Downloadable files the seed generated under DATA_DIR/files: re-created on start when the folder is
-- new (e.g. a fresh DATA_DIR against an already seeded PostgreSQL).
create table seed_files (
  path text primary key,
  kind text not null check (kind in ('pdf', 'jpeg')),
  title text not null,
  width integer,
  height integer
);
