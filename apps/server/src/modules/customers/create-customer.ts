import { createCustomer } from '@ringledger/contract';
import { implement } from '../../operations/operation-routes.js';
import { principalOf } from '../../auth/principal.js';
import { sendCredentialsInBackground, sendInBackground } from '../users/credentials-mail.js';
import { onboardCustomer } from './onboarding.service.js';
import { sipCredentialsMessage } from './sip-credentials-mail.js';

/** POST /customers: the whole customer, then (once committed, never undoing it) the SIP credentials and the portal login mailed where asked. */
export const createCustomerOperation = implement(createCustomer, async ({ db, body, request, reply, services }) => {
  const customer = await onboardCustomer({ db, body, actor: principalOf(request), address: request.ip, services });
  const mail = { ...services.mail, from: services.settings.get('mail_from'), log: services.log };
  if (customer.portal_login) {
    const { login, password } = customer.portal_login;
    sendCredentialsInBackground(mail, { to: body.user.email, firstname: body.user.firstname, login, password });
  }
  if (body.send_to_email) {
    const { device } = customer;
    const credentials = { to: body.send_to_email, firstname: body.user.firstname, username: device.username, password: device.password, domain: device.domain };
    sendInBackground(mail, sipCredentialsMessage(credentials), {
      to: credentials.to,
      sip_username: device.username,
    });
  }
  return reply.status(201).send({ message: 'Customer created successfully', customer });
});
