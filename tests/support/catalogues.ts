import { cataloguesLoaded } from '../../src/shared/i18n/loading';
import { compileCataloguesAsRead } from '../../src/server/i18n/compile-messages';

/**
 * A test process reads the catalogues as the server does, so a shared rule's words (a message
 * table's getter) are words, not ids, when a test names what it expects. The browser journeys'
 * process loads this too; vitest's files load it through tests/support/vitest-catalogues.ts.
 */
compileCataloguesAsRead();
await cataloguesLoaded();
