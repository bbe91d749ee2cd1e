-- The data and statistics section (issue 9): the charts' series, KSEI's monthly counts and holding
-- summaries, and the capital-market investor totals. Each row keeps its as-of date and source; `sample`
-- marks figures written for this rebuild where no public series exists (shown with the sample notice).

-- One point of a chart's series: the chart (its slug), the period it belongs to, the category it
-- counts (`male`, `<30`, `ID-LA`), its labels, the primary value and an optional second measure.
create table statistics_points (
  chart text not null,
  period text not null,
  position integer not null,
  category text not null,
  label_id text not null,
  label_en text not null,
  value double precision not null,
  secondary double precision,
  -- `YYYY-MM-DD`, `YYYY-MM` or `YYYY`, as precise as the source.
  as_of text not null,
  note_id text,
  note_en text,
  source_name text not null,
  source_url text not null,
  sample boolean not null default false,
  primary key (chart, period, category)
);

-- The number of securities of each type in KSEI's month-end holding files (derived counts).
create table statistics_security_counts (
  as_of date not null,
  type text not null,
  count integer not null,
  primary key (as_of, type)
);

-- Equity holdings by month, local and foreign: scripless shares and value (shares × closing price),
-- by investor type (KSEI's IS, CP, PF, IB, ID, MF, SC, FD, OT). Derived from the holding files.
create table statistics_equity_ownership (
  as_of date primary key,
  equity_codes integer not null,
  local_shares numeric not null,
  foreign_shares numeric not null,
  local_value numeric not null,
  foreign_value numeric not null,
  local_value_pct numeric not null,
  local_is numeric not null,
  foreign_is numeric not null,
  local_cp numeric not null,
  foreign_cp numeric not null,
  local_pf numeric not null,
  foreign_pf numeric not null,
  local_ib numeric not null,
  foreign_ib numeric not null,
  local_id numeric not null,
  foreign_id numeric not null,
  local_mf numeric not null,
  foreign_mf numeric not null,
  local_sc numeric not null,
  foreign_sc numeric not null,
  local_fd numeric not null,
  foreign_fd numeric not null,
  local_ot numeric not null,
  foreign_ot numeric not null
);

-- The same holding files' lines for a few large equities, month by month.
create table statistics_ticker_holdings (
  as_of date not null,
  code text not null,
  listed_shares numeric not null,
  price numeric not null,
  scripless_local numeric not null,
  scripless_foreign numeric not null,
  local_individual numeric not null,
  foreign_pct numeric not null,
  local_value numeric not null,
  foreign_value numeric not null,
  primary key (as_of, code)
);

-- Capital-market investor (SID) totals as published, each with its precision and source.
create table statistics_investor_totals (
  period text not null,
  metric text not null,
  value numeric not null,
  exact boolean not null,
  precision_note text not null,
  source_url text not null,
  attribution text not null,
  primary key (period, metric)
);
