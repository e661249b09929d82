import { beforeAll } from 'vitest';
import { cataloguesLoaded } from '../../src/shared/i18n/loading';
import { compileCataloguesAsRead } from '../../src/server/i18n/compile-messages';

/**
 * A test process reads the catalogues as the server does, so a shared rule's words (a message
 * table's getter) are words, not ids, when a test names what it expects. The catalogues a test
 * file's own imports ask for start loading after this file has run, so every file also waits for
 * them before its first test.
 */
compileCataloguesAsRead();
await cataloguesLoaded();
beforeAll(() => cataloguesLoaded());
