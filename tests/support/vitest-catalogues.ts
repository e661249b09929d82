import { beforeAll } from 'vitest';
import { cataloguesLoaded } from '../../src/shared/i18n/loading';
import './catalogues';

// the catalogues a test file's own imports ask for start loading after the set-up has run, so
// every file waits for them too before its first test
beforeAll(() => cataloguesLoaded());
