/**
 * What the audit log records (docs/ARCHITECTURE.md, "The audit trail"): every action the server's one
 * writer (`apps/server/src/domains/audit/record-audit.ts`) accepts, with the kind of row it changes
 * and the admin's audit screen's label. A new audited change adds its line here first; the server
 * refuses an action that is not listed, at compile time.
 */

/** The kinds of row an audit entry is about, by the name stored in audit_log.entity_type. */
export const auditEntityLabels = {
  bulk_operations: 'Bulk Operation',
  campaign: 'Campaign',
  company: 'Company',
  credit_limit_request: 'Credit Request',
  faq: 'FAQ',
  file: 'File',
  lead: 'Lead',
  notification_sends: 'Notification',
  onboarding_application: 'Application',
  order: 'Order',
  payment_received: 'Payment Received',
  price_list: 'Price List',
  product: 'Product',
  purchase_order: 'Purchase Order',
  quote: 'Quote',
  return_request: 'Return',
  shipment: 'Shipment',
  support_ticket: 'Support Ticket',
  system_settings: 'System Settings',
  task: 'Task',
  user: 'User',
  vendor: 'Vendor',
  vendor_document: 'Vendor Document',
  vendor_payment: 'Vendor Payment',
  vendor_product: 'Vendor Product',
  workflow: 'Workflow',
} as const;
export type AuditEntityType = keyof typeof auditEntityLabels;
/** The entity types as a tuple, for z.enum (the audit screen's entity filter). */
export const auditEntityTypes = Object.keys(auditEntityLabels) as [AuditEntityType, ...AuditEntityType[]];

const entry = <E extends AuditEntityType>(entity: E, label: string) => ({ entity, label });

/** Every audited action: `<entity>.<what happened>` → the entity it is about and its label. */
export const auditActions = {
  'bulk.applied': entry('bulk_operations', 'Bulk change applied'),
  'bulk.undone': entry('bulk_operations', 'Bulk change undone'),
  'campaign.approved': entry('campaign', 'Campaign approved'),
  'campaign.created': entry('campaign', 'Campaign created'),
  'campaign.deleted': entry('campaign', 'Campaign deleted'),
  'campaign.ended': entry('campaign', 'Campaign ended'),
  'campaign.rejected': entry('campaign', 'Campaign rejected'),
  'campaign.started': entry('campaign', 'Campaign started'),
  'campaign.submitted': entry('campaign', 'Campaign submitted for approval'),
  'campaign.updated': entry('campaign', 'Campaign edited'),
  'company.invitation_accepted': entry('company', 'Invitation accepted'),
  'company.invitation_resent': entry('company', 'Invitation resent'),
  'company.invitation_revoked': entry('company', 'Invitation revoked'),
  'company.member_added': entry('company', 'Member added'),
  'company.member_invited': entry('company', 'Member invited'),
  'company.member_left': entry('company', 'Member left'),
  'company.member_removed': entry('company', 'Member removed'),
  'company.member_updated': entry('company', 'Member role or limits changed'),
  'company.ownership_transferred': entry('company', 'Ownership transferred'),
  'credit_request.approved': entry('credit_limit_request', 'Credit request approved'),
  'credit_request.opened': entry('credit_limit_request', 'Credit request under review'),
  'credit_request.rejected': entry('credit_limit_request', 'Credit request rejected'),
  'faq.created': entry('faq', 'FAQ created'),
  'faq.deleted': entry('faq', 'FAQ deleted'),
  'faq.updated': entry('faq', 'FAQ edited'),
  'file.deleted': entry('file', 'File deleted'),
  'lead.converted': entry('lead', 'Lead converted to partner'),
  'lead.updated': entry('lead', 'Lead updated'),
  'notification.sent': entry('notification_sends', 'Notification sent'),
  'onboarding.approved': entry('onboarding_application', 'Application approved'),
  'onboarding.rejected': entry('onboarding_application', 'Application rejected'),
  'order.approval_expired': entry('order', 'Order approval expired'),
  'order.approved': entry('order', 'Order approved'),
  'order.delivery_method_changed': entry('order', 'Order delivery method changed'),
  'order.rejected': entry('order', 'Order rejected'),
  'order.status_changed': entry('order', 'Order status changed'),
  'price_list.assigned': entry('price_list', 'Price list assignments changed'),
  'price_list.created': entry('price_list', 'Price list created'),
  'price_list.deleted': entry('price_list', 'Price list deleted'),
  'price_list.items_changed': entry('price_list', 'Price list products changed'),
  'price_list.updated': entry('price_list', 'Price list edited'),
  'payment.recorded': entry('payment_received', 'Payment received recorded'),
  'product.created': entry('product', 'Product created'),
  'product.deleted': entry('product', 'Product deleted'),
  'product.featured': entry('product', 'Product featured'),
  'product.imported': entry('product', 'Products imported'),
  'product.quantity_rules_changed': entry('product', 'SKU, pack size or quantity breaks changed'),
  'product.stock_adjusted': entry('product', 'Stock adjusted'),
  'product.unfeatured': entry('product', 'Product unfeatured'),
  'product.updated': entry('product', 'Product edited'),
  'purchase_order.accepted': entry('purchase_order', 'Purchase order accepted'),
  'purchase_order.raised': entry('purchase_order', 'Purchase order raised'),
  'purchase_order.rejected': entry('purchase_order', 'Purchase order rejected'),
  'quote.approved': entry('quote', 'Quote approved'),
  'quote.converted': entry('quote', 'Quote converted to order'),
  'quote.created': entry('quote', 'Quote created'),
  'quote.delivery_changed': entry('quote', 'Quote delivery changed'),
  'quote.discount_applied': entry('quote', 'Quote discount applied'),
  'quote.document_added': entry('quote', 'Quote document added'),
  'quote.document_deleted': entry('quote', 'Quote document deleted'),
  'quote.expired': entry('quote', 'Quote expired'),
  'quote.items_changed': entry('quote', 'Quote items changed'),
  'quote.rejected': entry('quote', 'Quote rejected'),
  'quote.response_recorded': entry('quote', "Customer's answer recorded"),
  'quote.sent': entry('quote', 'Quote emailed'),
  'return.approved': entry('return_request', 'Return approved'),
  'return.received': entry('return_request', 'Return received, adjustment note issued'),
  'return.rejected': entry('return_request', 'Return rejected'),
  'settings.updated': entry('system_settings', 'Settings updated'),
  'shipment.status_changed': entry('shipment', 'Shipment status changed'),
  'task.completed': entry('task', 'Task completed'),
  'task.status_changed': entry('task', 'Task status changed'),
  'ticket.assigned': entry('support_ticket', 'Ticket assigned'),
  'ticket.created': entry('support_ticket', 'Ticket created'),
  'ticket.updated': entry('support_ticket', 'Ticket updated'),
  'user.department_changed': entry('user', 'Department changed'),
  'user.disabled': entry('user', 'User disabled'),
  'user.enabled': entry('user', 'User enabled'),
  'user.password_reset_forced': entry('user', 'Password reset forced'),
  'user.role_updated': entry('user', 'Role changed'),
  'user.sessions_ended': entry('user', 'Sessions ended'),
  'vendor.profile_created': entry('vendor', 'Vendor profile created'),
  'vendor.profile_updated': entry('vendor', 'Vendor profile updated'),
  'vendor_document.deleted': entry('vendor_document', 'Vendor document deleted'),
  'vendor_document.rejected': entry('vendor_document', 'Vendor document rejected'),
  'vendor_document.uploaded': entry('vendor_document', 'Vendor document uploaded'),
  'vendor_document.verified': entry('vendor_document', 'Vendor document verified'),
  'vendor_payment.paid': entry('vendor_payment', 'Vendor invoice paid'),
  'vendor_product.added': entry('vendor_product', 'Vendor product added'),
  'vendor_product.removed': entry('vendor_product', 'Vendor product removed'),
  'vendor_product.updated': entry('vendor_product', 'Vendor product updated'),
  'workflow.completed': entry('workflow', 'Workflow completed'),
  'workflow.created': entry('workflow', 'Workflow created'),
  'workflow.step_added': entry('workflow', 'Workflow step added'),
  'workflow.step_updated': entry('workflow', 'Workflow step updated'),
} as const;
export type AuditAction = keyof typeof auditActions;
/** The actions as a tuple, for z.enum (the audit screen's action filter). */
export const auditActionNames = Object.keys(auditActions) as [AuditAction, ...AuditAction[]];

/**
 * Who acts when no person does: the auto_approval setting deciding an application, or a scheduled
 * job. Stored in audit_log.actor_label instead of a user, so the screen never shows 'Unknown User'.
 */
export const auditSystemActors = ['auto-approval', 'system'] as const;
export type AuditSystemActor = (typeof auditSystemActors)[number];
export const auditSystemActorNames: Record<AuditSystemActor, string> = {
  'auto-approval': 'Auto-approval',
  system: 'System',
};

/** The audit screen's label of an action; a row written before this list keeps its stored name. */
export const auditActionLabel = (action: string): string =>
  action in auditActions ? auditActions[action as AuditAction].label : action;

/** The audit screen's label of an entity type; an unknown one keeps its stored name. */
export const auditEntityLabel = (type: string): string =>
  type in auditEntityLabels ? auditEntityLabels[type as AuditEntityType] : type;
