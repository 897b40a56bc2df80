// Settings, Strikes and appeals: the signed-in team member's own standing under the content guidelines
// (a removed reply is a strike against whoever wrote it), each strike with its reason and its appeal,
// and the form to appeal a strike not yet appealed. Only their own: the API answers no one else's.
import { dateTimeFormat, ZAppealBody, type TAppealBody, type TReviewerStanding, type TStrike } from '@pavilion/domain';
import { useAppealPartnerStrikeMutation, useGetPartnerReviewStandingQuery } from '@pavilion/api-client';
import { Form, QueryView, useZodForm } from '@pavilion/features-page-kit';
import { Alert, Button, Card, CardBody, Stack, TextArea } from '@pavilion/ui';
import { STRIKES_TEXT as T } from './strikes.messages';

const day = (iso: string) =>
  dateTimeFormat({ year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(new Date(iso));

function AppealForm({ strike }: { strike: TStrike }) {
  const [appeal] = useAppealPartnerStrikeMutation();
  const { form, server, submit, submitting } = useZodForm(ZAppealBody, {
    defaultValues: { text: '' },
    server: { alert: 'always' },
  });
  const send = (body: TAppealBody) => appeal({ strikeId: strike.id, body }).unwrap();
  return (
    <Form
      server={server}
      onSubmit={submit(send)}
      alertTitle={T.appealNotSent}
      aria-label={T.appealForm({ event: strike.eventName })}
    >
      <TextArea
        label={T.appealWhy}
        required
        rows={3}
        error={form.formState.errors.text?.message}
        {...form.register('text')}
      />
      <Button type="submit" variant="secondary" loading={submitting}>
        {T.sendAppeal}
      </Button>
    </Form>
  );
}

function Standing({ standing }: { standing: TReviewerStanding }) {
  if (standing.strikes.length === 0) return <p>{T.none}</p>;
  const words = {
    ACTIVE: null,
    WARNED: T.warned,
    SUSPENDED: T.suspendedUntil({ date: standing.suspendedUntil ? day(standing.suspendedUntil) : '' }),
    BANNED: T.banned,
  }[standing.state];
  return (
    <Stack gap={4}>
      {words && (
        <Alert tone={standing.state === 'WARNED' ? 'warning' : 'error'} title={T.standingTitle}>
          {words}
        </Alert>
      )}
      <ul className="pv-card-list">
        {standing.strikes.map((s) => (
          <Card as="li" key={s.id}>
            <CardBody>
              <p>{T.strike({ content: s.content, event: s.eventName, date: day(s.at), reason: s.reason })}</p>
              {s.egregious && <p>{T.egregious}</p>}
              {s.appeal ? (
                <p>
                  {s.appeal.reason
                    ? T.appealStateReason({ status: s.appeal.status, reason: s.appeal.reason })
                    : T.appealState({ status: s.appeal.status })}
                </p>
              ) : (
                <AppealForm strike={s} />
              )}
            </CardBody>
          </Card>
        ))}
      </ul>
    </Stack>
  );
}

export function StrikesTab() {
  const standing = useGetPartnerReviewStandingQuery();
  return (
    <section aria-labelledby="pv-strikes-title">
      <Stack gap={4}>
        <h2 id="pv-strikes-title">{T.title}</h2>
        <p>{T.lead}</p>
        <QueryView result={standing} loadingLabel={T.loading} errorTitle={T.failed}>
          {(s) => <Standing standing={s} />}
        </QueryView>
      </Stack>
    </section>
  );
}
