import { fuzzSuite } from './fuzz-suite';

// Every /api/admin route: as an admin (validation), as a member (403) and anonymously (401).
fuzzSuite('admin', 'Admins, members and strangers calling the admin API');
