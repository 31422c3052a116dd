export * from './identity.js';
export * from './billing.js';
export * from './telephony.js';
export * from './relations.js';
