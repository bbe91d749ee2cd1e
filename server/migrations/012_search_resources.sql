-- Search rows name what they show in the server's words (a resource, a category of it, and the item's
-- slug in params), no longer a section's page id: the page is found in the live route manifest when a
-- search is answered (the pages' `detail` and `lists` declarations), so a section release that renames
-- a page takes its search hits along. The rows written before are mapped from the page ids they held.
alter table search_documents add column resource text, add column category text;

update search_documents set resource = case type
    when 'pressRelease' then 'pressReleases'
    when 'announcement' then 'announcements'
    when 'event' then 'events'
    when 'bulletin' then 'bulletins'
    when 'publication' then 'publications'
    when 'regulation' then 'regulations'
    when 'faq' then 'faq'
    when 'management' then 'management'
    when 'vacancy' then 'vacancies'
    when 'security' then 'securities'
    when 'corporateAction' then case when params ? 'slug' then 'securities' else 'corporateActions' end
    else case page_id
      when 'isin' then 'securities'
      when 'service.scheduleOfCorporateActions' then 'corporateActions'
      when 'statistics.charts' then 'charts'
      when 'statistics.chart' then 'charts'
      when 'statistics.securitiesOwnership' then 'securityHoldings'
      when 'statistics.securitiesStatic' then 'securityStatistics'
      when 'statistics.kseiStatistics' then 'investorStatistics'
      when 'contact' then 'contact'
      else 'content'
    end
  end;

update search_documents set category = case page_id
    when 'regulations.capitalMarketLaw' then 'capital-market-law'
    when 'regulations.fsaRegulations' then 'fsa-regulations'
    when 'regulations.kseiRegulations' then 'ksei-regulations'
    when 'regulations.kseiRegulationDraft' then 'ksei-regulation-draft'
    when 'regulations.operatingProcedure' then 'operating-procedure'
      when 'about.overview' then 'overview'
      when 'about.journey' then 'journey'
      when 'about.governance' then 'governance'
      when 'about.stakeholders' then 'stakeholders'
      when 'about.antiBribery' then 'anti-bribery'
      when 'about.whistleblowing' then 'whistleblowing'
      when 'disclaimer' then 'disclaimer'
      when 'terms' then 'terms'
      when 'service.securitiesRegistration' then 'securities-registration'
      when 'service.accountHolderAdministration' then 'account-holder-administration'
      when 'service.investorAccountAdministration' then 'investor-account-administration'
      when 'service.serviceUsers' then 'service-users'
      when 'service.guidance' then 'guidance'
      when 'service.onlineAccountOpening' then 'online-account-opening'
      when 'service.serviceFee' then 'service-fee'
      when 'service.operationalSchedule' then 'operational-schedule'
      when 'service.assetManagementServices' then 'asset-management-services'
      when 'service.securityDepository' then 'security-depository'
      when 'service.settlementServices' then 'settlement-services'
      when 'service.corporateActionServices' then 'corporate-action-services'
      when 'service.infrastructureProviderServices' then 'infrastructure-provider-services'
      when 'service.otherServices' then 'other-services'
      when 'service.productInvestmentRegistration' then 'product-investment-registration'
      when 'service.sInvestRegistration' then 's-invest-registration'
  end
  where type in ('regulation', 'page');

alter table search_documents alter column resource set not null, drop column page_id;
