-- A regulation's number is words as well as a code ("Regulation of KSEI Number VI-D" is "Peraturan
-- KSEI Nomor VI-D" in Indonesian), so it gets one column per language, like the title. Rows seeded
-- before carry one wording for both pages: each column gets its language's wording of the seed's forms.
alter table regulations add column number_id text;
alter table regulations add column number_en text;
update regulations set
  number_id = regexp_replace(number, '^Regulation of KSEI Number ', 'Peraturan KSEI Nomor '),
  number_en = regexp_replace(
    regexp_replace(
      regexp_replace(number, '^UU No\. (\d+) Tahun (\d{4})$', 'Law No. \1 of \2'),
      '^Rancangan Peraturan KSEI ', 'KSEI Regulation Draft '
    ),
    '^Ketentuan Pelaksanaan ', 'Operating Procedure '
  );
alter table regulations alter column number_id set not null;
alter table regulations alter column number_en set not null;
alter table regulations drop column number;
