import { jestConfig } from '@ksei/build-tools/jest-preset';

export default jestConfig({ dir: import.meta.dirname, environment: 'node' });
