// Settings, "Your data": download a copy of everything Pavilion holds about the person (JSON, and
// their orders and tickets as CSV), and close the account with the password asked again, after
// reading what is kept and why.
import { useNavigate } from 'react-router';
import { ZCloseAccountBody, type TCloseAccountBody } from '@pavilion/domain';
import { personalDataUrl, useCloseAccountMutation } from '@pavilion/api-client';
import { Form, FormAlert, useZodForm } from '@pavilion/features-page-kit';
import { Button, Stack, TextField } from '@pavilion/ui';
import { config } from '../../config/env';
import { PERSONAL_DATA_TEXT as T } from './messages';
import { marketplacePaths } from '../../config/paths';

export function PersonalDataSection() {
  const [closeAccount] = useCloseAccountMutation();
  const navigate = useNavigate();
  const { form, server, submit, submitting } = useZodForm<TCloseAccountBody>(ZCloseAccountBody, {
    defaultValues: { password: '' },
    server: { alert: 'always' },
  });
  const close = async (values: TCloseAccountBody) => {
    await closeAccount(values).unwrap();
    navigate(marketplacePaths.homeAfterAccountClosed, { replace: true });
  };

  return (
    <section aria-labelledby="pv-personal-data-title" className="pv-account-section pv-personal-data">
      <h2 id="pv-personal-data-title" className="pv-account-section__title">
        {T.title}
      </h2>
      <Stack gap={6}>
        <div>
          <h3 className="pv-account-section__subtitle">{T.copyTitle}</h3>
          <p>{T.copyIntro}</p>
          <ul className="pv-personal-data__downloads">
            <li>
              <a href={personalDataUrl(config.apiUrl)} download>
                {T.downloadData}
              </a>
            </li>
            <li>
              <a href={personalDataUrl(config.apiUrl, 'orders')} download>
                {T.downloadOrders}
              </a>
            </li>
            <li>
              <a href={personalDataUrl(config.apiUrl, 'tickets')} download>
                {T.downloadTickets}
              </a>
            </li>
          </ul>
        </div>
        <Form
          alert="none"
          server={server}
          onSubmit={submit(close, T.closeFailed)}
          aria-labelledby="pv-close-account-title"
          className="pv-account-form"
        >
          <h3 id="pv-close-account-title" className="pv-account-section__subtitle">
            {T.closeTitle}
          </h3>
          <Stack gap={4}>
            <p>{T.closeIntro}</p>
            <div>
              <p>{T.keptTitle}</p>
              <ul className="pv-personal-data__kept">
                <li>{T.keptInvoices}</li>
                <li>{T.keptReviews}</li>
                <li>{T.keptPartner}</li>
              </ul>
            </div>
            <p>{T.ticketsFirst}</p>
            <TextField
              label={T.password}
              type="password"
              autoComplete="current-password"
              required
              error={form.formState.errors.password?.message}
              {...form.register('password')}
            />
            <FormAlert message={server.message} onDismiss={server.clear} />
            <div>
              <Button type="submit" variant="danger" loading={submitting} loadingLabel={T.closing}>
                {T.closeButton}
              </Button>
            </div>
          </Stack>
        </Form>
      </Stack>
    </section>
  );
}
