import { sectionConfig } from '@ksei/build-tools/webpack';

export default sectionConfig({ dir: import.meta.dirname, name: 'mf-service-support', port: 3104 });
