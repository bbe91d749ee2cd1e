import { shellConfig } from '@ksei/build-tools/webpack';

export default shellConfig({ dir: import.meta.dirname });
