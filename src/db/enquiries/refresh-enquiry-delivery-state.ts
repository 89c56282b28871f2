import { sql } from 'drizzle-orm';
import type { Executor } from '../client';

/**
 * Sets an enquiry's delivery state from its seller mails (the visitor's copy does not count): retrying
 * while a failed mail waits for another attempt, queued while one waits for its first, failed when one
 * was given up, kept in the outbox when no mail server is set up, else sent. A new enquiry whose mails
 * all went becomes `sent` in the inbox. An enquiry without seller mails keeps `no_lead_address`.
 */
export async function refreshEnquiryDeliveryState(db: Executor, enquiryId: string): Promise<void> {
  await db.execute(sql`
    with mails as (
      select
        bool_or(status = 'pending' and attempts > 0) as retrying,
        bool_or(status = 'pending') as pending,
        bool_or(status = 'failed') as failed,
        bool_or(status = 'outbox') as kept,
        count(*) as total
      from mail_outbox
      where enquiry_id = ${enquiryId} and enquiry_role = 'seller'
    ), state as (
      select case
        when retrying then 'retrying'
        when pending then 'queued'
        when failed then 'failed'
        when kept then 'kept_in_outbox'
        else 'sent'
      end as value
      from mails where total > 0
    )
    update enquiries set
      delivery_state = state.value,
      status = case when enquiries.status = 'new' and state.value = 'sent' then 'sent' else enquiries.status end,
      updated_at = now()
    from state
    where enquiries.id = ${enquiryId} and enquiries.delivery_state is distinct from state.value`);
}
