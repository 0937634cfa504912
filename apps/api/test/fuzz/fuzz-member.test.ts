import { fuzzSuite } from './fuzz-suite';

// Cart, wishlist and orders (/api/user, /api/orders): as the member, as an admin and anonymously.
fuzzSuite('member', 'Members, admins and strangers calling the cart, wishlist and order API');
