import { sectionConfig } from '@ksei/build-tools/webpack';

export default sectionConfig({ dir: import.meta.dirname, name: 'mf-statistics', port: 3105 });
