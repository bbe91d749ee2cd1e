-- The corporate-action schedule: one row per action of one security. `code` is the securities master's
-- code where the master knows it; it is not a foreign key, since a delisted security's past actions stay
-- on the schedule. Texts that differ by language are stored in both (`_id`, `_en`). Dates are the
-- regular-market cum and ex dates, the cash market's, recording and distribution (payment) dates, and the
-- election period of a voluntary action. `sample` marks rows made up for this rebuild.
create table corporate_actions (
  id text primary key,
  code text not null,
  type text not null check (
    type in (
      'cash-dividend', 'stock-dividend', 'bonus-shares', 'rights-issue', 'stock-split', 'reverse-split',
      'merger', 'tender-offer', 'bond-coupon', 'bond-redemption', 'warrant-exercise'
    )
  ),
  kind text not null check (kind in ('mandatory', 'voluntary')),
  market text not null check (market in ('on-exchange', 'off-exchange')),
  description_id text not null,
  description_en text not null,
  amount_id text,
  amount_en text,
  cum_date date,
  ex_date date,
  cum_date_cash date,
  ex_date_cash date,
  recording_date date,
  distribution_date date,
  election_start date,
  election_end date,
  notes_id text,
  notes_en text,
  source_url text,
  sample boolean not null default false,
  -- When the row last changed: the calendar's DTSTAMP, so a subscriber sees an unchanged event as such.
  updated_at timestamptz not null default now(),
  check (election_start is null or election_end is null or election_start <= election_end)
);
-- One index per date a visitor filters and sorts by; the tab filters (kind, market, type) are a few
-- values each, so they ride along as leading columns where they narrow the most.
create index corporate_actions_cum on corporate_actions (cum_date, id);
create index corporate_actions_recording on corporate_actions (recording_date, id);
create index corporate_actions_distribution on corporate_actions (distribution_date, id);
create index corporate_actions_type on corporate_actions (type, cum_date);
create index corporate_actions_kind_market on corporate_actions (kind, market, cum_date);
-- Code prefixes (`BB…`) whatever the database's collation; also a security's own actions.
create index corporate_actions_code on corporate_actions (code text_pattern_ops, cum_date);
