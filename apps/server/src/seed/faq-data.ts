type Category =
  | 'general'
  | 'orders'
  | 'products'
  | 'shipping'
  | 'returns'
  | 'payment'
  | 'account'
  | 'technical';

/** [category, question, answer, public] */
export const faqEntries: [Category, string, string, boolean][] = [
  [
    'general',
    'Who can buy from Party Central?',
    'Anyone can browse the catalogue and request a quote without an account. Businesses, schools, clubs and event planners can open a free partner account to order online at wholesale prices, track orders and apply for a credit account.',
    true,
  ],
  [
    'general',
    'Do you have a showroom?',
    'Our warehouses in Lidcombe (Sydney) and Braeside (Melbourne) are open for Click & Collect Monday to Friday, 9 AM to 5 PM. They are working warehouses rather than showrooms, so please order ahead.',
    true,
  ],
  [
    'general',
    'What are your support hours?',
    'Live chat and phone support run Monday to Friday 8 AM to 8 PM, Saturday 9 AM to 6 PM and Sunday 10 AM to 4 PM (AEST/AEDT). Messages sent outside these hours are answered the next morning.',
    true,
  ],
  [
    'general',
    'Do you offer discounts for schools and not-for-profits?',
    'Yes. Schools, P&F associations, sporting clubs and registered charities can ask our sales team for a quote; we regularly run school campaigns with free shipping over $200.',
    true,
  ],
  [
    'orders',
    'Is there a minimum order?',
    'There is no minimum for partners ordering online. Some supplier-direct lines show a minimum order quantity on the product page, and bulk pricing applies from the quantities quoted by our sales team.',
    true,
  ],
  [
    'orders',
    'How do I request a quote?',
    'Press Get Quote on any product, enter the quantity and your details, and submit. You will receive a confirmation email with your quote number straight away, and our sales team reviews every request within 24 hours.',
    true,
  ],
  [
    'orders',
    'Can I change or cancel an order?',
    'You can cancel an order yourself while it is still pending from Track Orders in your partner portal; the stock is released immediately. Once an order is processing, contact us by live chat and we will do our best to change it before dispatch.',
    true,
  ],
  [
    'orders',
    'How do I use the PARTY20 code?',
    'PARTY20 gives 20% off your first partner order. Enter it in the promo code box at checkout; it cannot be combined with other campaign codes.',
    true,
  ],
  [
    'orders',
    'Can I order for an event on a specific date?',
    'Yes. Add your event date in the delivery notes at checkout or in your quote request. For same-week events choose Express or Same-Day Metro delivery.',
    true,
  ],
  [
    'products',
    'Are your balloons biodegradable?',
    'Our latex balloons are made from natural rubber latex and break down over time. Foil balloons are not biodegradable but can be reused if deflated carefully. Please never release balloons outdoors.',
    true,
  ],
  [
    'products',
    'How long do helium balloons float?',
    'A standard 30cm latex balloon floats for 8 to 12 hours; treated with Hi-Float it lasts up to several days. Foil balloons usually float for 5 days or more.',
    true,
  ],
  [
    'products',
    'Do you sell helium?',
    'Yes, we sell disposable helium tanks that fill about 50 balloons. Helium is a dangerous good, so it travels by road freight only and can take a few extra days to remote areas.',
    true,
  ],
  [
    'products',
    'Are your products safe for children?',
    'Toys and party favours we sell meet Australian Standard AS/NZS ISO 8124. Balloons carry a choking warning: children under 8 should be supervised, and broken balloons should be thrown away at once.',
    true,
  ],
  [
    'products',
    'What do the stock labels mean?',
    'In Stock means more than 10 units are available, Low Stock means 10 or fewer, and Out of Stock means none right now. You can still request a quote for out-of-stock items and we will give you a restock date.',
    true,
  ],
  [
    'shipping',
    'How much is delivery and how long does it take?',
    'Standard Delivery Australia-wide is $14.95 and takes 3-5 business days. Express Delivery is $29.95 (1-2 business days), Same-Day Metro is $39.95 in the five capital cities for orders before 2 PM, and Click & Collect is free.',
    true,
  ],
  [
    'shipping',
    'Do you deliver to regional and remote areas?',
    'Yes, we deliver Australia-wide including regional Western Australia, the Northern Territory and Tasmania. Allow 2-4 extra business days for remote postcodes.',
    true,
  ],
  [
    'shipping',
    'When will my order be dispatched?',
    'Orders placed before 2 PM on a business day are usually packed the same day. We process orders Monday to Friday, 9 AM to 5 PM.',
    true,
  ],
  [
    'shipping',
    'How do I track my order?',
    'When your order ships, its status changes to Shipped and a Track Shipment button appears in Track Orders with the carrier and tracking number.',
    true,
  ],
  [
    'returns',
    'What is your returns policy?',
    'Unopened items in resaleable condition can be returned within 30 days for a refund or account credit. Contact support first and we will send a prepaid return label for faulty or incorrect items.',
    true,
  ],
  [
    'returns',
    'My order arrived damaged. What should I do?',
    'Please take photos of the damaged items and packaging and open a support ticket within 7 days of delivery. We send replacements by Express Delivery at no cost.',
    true,
  ],
  [
    'returns',
    'Can I return personalised items?',
    'Personalised items such as custom banners and printed cake toppers cannot be returned unless they are faulty, as they are made to order.',
    true,
  ],
  [
    'payment',
    'Which payment options do you offer?',
    'Partners can pay by invoice (EFT within 14 days) or on account within an approved credit limit. All prices are in Australian dollars.',
    true,
  ],
  [
    'payment',
    'How do I apply for a credit account?',
    'Open Profile, then the Credit tab, and choose Request Credit Limit. Tell us your expected monthly spending and reason; our finance team usually replies within two business days.',
    true,
  ],
  [
    'payment',
    'Are your prices GST inclusive?',
    'Prices shown on the storefront include GST. Your tax invoice shows the GST amount separately for your BAS.',
    true,
  ],
  [
    'account',
    'How do I become a partner?',
    'Select Sign Up, enter your name, email and a password, and confirm the verification email. Your partner portal is ready as soon as you sign in.',
    true,
  ],
  [
    'account',
    'I forgot my password. How do I reset it?',
    'Select Forgot Password on the sign-in page and enter your email. We send a reset link that is valid for one hour.',
    true,
  ],
  [
    'account',
    'Can I turn off promotional emails?',
    'Yes. In your account settings open the Notifications tab and switch off promotional emails. Order and account emails will still be sent.',
    true,
  ],
  [
    'technical',
    'The site is not loading properly. What can I try?',
    'Refresh the page, then try clearing your browser cache or a private window. We support the latest versions of Chrome, Edge, Firefox and Safari. If it persists, open a ticket with a screenshot.',
    true,
  ],
  [
    'technical',
    'Can I set up two-factor authentication?',
    'Yes. Under Security in your account settings you can add an authenticator app. You will then enter a 6-digit code when signing in on a new device.',
    true,
  ],
  [
    'orders',
    'How do I handle a partner asking to split one order across two addresses?',
    'Create two orders from the quote: convert the quote for the first address, then duplicate the quote, remove the delivered lines and convert it again.',
    false,
  ],
  [
    'returns',
    'When may staff approve a return outside 30 days?',
    'Sales associates may approve returns up to 60 days for partners with more than $5,000 in delivered orders; anything older goes to finance.',
    false,
  ],
  [
    'payment',
    'What do we do when a partner is over their credit limit?',
    'Checkout on account is blocked automatically. Offer invoice payment, or ask finance to review a limit increase through a credit request.',
    false,
  ],
  [
    'shipping',
    'Which carrier do we use for helium?',
    'Helium tanks ship by StarTrack road freight only (dangerous goods class 2.2). Never book them on Express air services.',
    false,
  ],
  [
    'products',
    'How do we set the low-stock level?',
    'Products default to a low-stock level of 10 units. Product managers can raise it for fast movers so the restock alert arrives earlier.',
    false,
  ],
  [
    'general',
    'Who approves campaigns?',
    'Any associate can draft a campaign and submit it for approval. A finance associate or an admin approves it; it then runs automatically from its start date.',
    false,
  ],
];
