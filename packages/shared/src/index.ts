export * from './access/access-rule.ts';
export * from './access/roles.ts';
export * from './auth/messages.ts';
export * from './errors/error-shape.ts';
export * from './notifications/contract.ts';
