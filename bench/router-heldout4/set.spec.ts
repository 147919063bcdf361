import { describeTextSet } from '../router-heldout/set-files';
import { parseUser } from './parse';

describe('B10h4, the fourth held-out routing set', () => {
  // The checks every text-written set shares (../router-heldout/set-files.ts); this set has no others.
  describeTextSet({
    dir: __dirname,
    parse: parseUser,
    languages: ['en', 'es', 'ru', 'de', 'ja', 'zh', 'fr'],
    minMessages: 650,
    minUsers: 16,
  });
});
