import { fuzzSuite } from './fuzz-suite';

// Catalogue, search, sign-in and health: as a member, as an admin and anonymously.
fuzzSuite('catalogue', 'Visitors and members calling the catalogue, search and sign-in API');
