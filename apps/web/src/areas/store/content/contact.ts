/** How visitors reach the support team; the FAQ contact section and the delivery page show it. */
export const supportContact = {
  phoneDisplay: '1300 727 892',
  // 1300 numbers cannot be dialled from overseas, so the +61 form buys nothing: the local form it is.
  phoneHref: 'tel:1300727892',
  email: 'support@partycentral.com.au',
  salesEmail: 'sales@partycentral.com.au',
  hoursZone: 'AEST/AEDT',
  hours: [
    { days: 'Monday to Friday', time: '8 AM – 8 PM' },
    { days: 'Saturday', time: '9 AM – 6 PM' },
    { days: 'Sunday', time: '10 AM – 4 PM' },
    { days: 'National public holidays', time: 'Closed' },
  ],
  /** Live chat runs inside the partner portal, so it starts with signing in. */
  liveChatPath: '/partner/messages',
} as const;
