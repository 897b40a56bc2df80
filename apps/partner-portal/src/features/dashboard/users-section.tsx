// The dashboard's Users: the team. The owner invites people by email, withdraws invitations and removes
// members; members see who is on the team.
import { useState } from 'react';
import { dateTimeFormat, UI_TEXT, ZInviteMemberBody, type TInviteMemberBody, type TTeam } from '@pavilion/domain';
import {
  errorMessage,
  useGetPartnerProfileQuery,
  useGetTeamQuery,
  useInviteMemberMutation,
  useRemoveMemberMutation,
  useWithdrawInvitationMutation,
} from '@pavilion/api-client';
import { Alert, Badge, Button, Dialog, Stack, TextField } from '@pavilion/ui';
import { PageFrame, QueryView, useDocumentTitle, useZodForm } from '@pavilion/features-page-kit';
import { CardForm } from '../../components/card-form';
import { Row } from '../../components/row';
import { DASHBOARD_TEXT as T } from './messages';

const shortDate = (iso: string) => dateTimeFormat({ dateStyle: 'medium' }).format(new Date(iso));

function InviteForm() {
  const [invite] = useInviteMemberMutation();
  const [sent, setSent] = useState<string | null>(null);
  const { form, server, submit, submitting } = useZodForm<TInviteMemberBody>(ZInviteMemberBody, {
    defaultValues: { email: '' },
    server: { alert: 'always' },
  });
  const send = async (values: TInviteMemberBody) => {
    setSent(null);
    const invitation = await invite(values).unwrap();
    setSent(invitation.email);
    form.reset({ email: '' });
  };
  return (
    <CardForm
      server={server}
      onSubmit={submit(send)}
      submitting={submitting}
      titleAs="h2"
      titleId="pv-invite-title"
      title={T.inviteTitle}
      lead={<p className="pv-muted">{T.inviteLead}</p>}
      alertTitle={T.inviteFailed}
      gap={3}
      submitLabel={T.sendInvitation}
      submittingLabel={T.sending}
    >
      {sent && <Alert tone="success">{T.invitationSent({ email: sent })}</Alert>}
      <TextField
        label={T.email}
        type="email"
        autoComplete="off"
        required
        error={form.formState.errors.email?.message}
        {...form.register('email')}
      />
    </CardForm>
  );
}

function TeamLists({ team, owner }: { team: TTeam; owner: boolean }) {
  const [removeMember, removing] = useRemoveMemberMutation();
  const [withdraw, withdrawing] = useWithdrawInvitationMutation();
  const [confirming, setConfirming] = useState<TTeam['members'][number] | null>(null);
  const failure = removing.error ?? withdrawing.error;
  return (
    <Stack gap={4}>
      {failure && (
        <Alert tone="error" title={T.failure}>
          {errorMessage(failure)}
        </Alert>
      )}
      <section aria-labelledby="pv-team-members">
        <h2 id="pv-team-members" className="pv-section-title">
          {T.teamMembers}
        </h2>
        {team.members.length === 0 ? (
          <p>{UI_TEXT.noTeamMembers}</p>
        ) : (
          <ul className="pv-rows">
            {team.members.map((m) => (
              <Row
                key={m.id}
                title={
                  <>
                    {m.firstName} {m.surname} {m.role === 'owner' && <Badge tone="info">{T.owner}</Badge>}
                  </>
                }
                line={T.joined({ email: m.email, date: shortDate(m.joinedAt) })}
                actions={
                  owner &&
                  m.role !== 'owner' && (
                    <Button
                      variant="danger"
                      size="sm"
                      onClick={() => setConfirming(m)}
                      aria-label={T.removeNamed({ name: `${m.firstName} ${m.surname}` })}
                    >
                      {T.remove}
                    </Button>
                  )
                }
              />
            ))}
          </ul>
        )}
      </section>
      {team.invitations.length > 0 && (
        <section aria-labelledby="pv-team-invitations">
          <h2 id="pv-team-invitations" className="pv-section-title">
            {T.openInvitations}
          </h2>
          <ul className="pv-rows">
            {team.invitations.map((i) => (
              <Row
                key={i.id}
                title={i.email}
                line={T.invitedBy({
                  person: i.invitedBy,
                  date: shortDate(i.createdAt),
                  expires: shortDate(i.expiresAt),
                })}
                actions={
                  owner && (
                    <Button
                      variant="secondary"
                      size="sm"
                      onClick={() => withdraw(i.id)}
                      loading={withdrawing.isLoading && withdrawing.originalArgs === i.id}
                      aria-label={T.withdrawNamed({ email: i.email })}
                    >
                      {T.withdraw}
                    </Button>
                  )
                }
              />
            ))}
          </ul>
        </section>
      )}
      <Dialog
        open={confirming !== null}
        onClose={() => setConfirming(null)}
        title={confirming ? T.removeMemberTitle({ name: `${confirming.firstName} ${confirming.surname}` }) : ''}
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirming(null)}>
              {T.cancel}
            </Button>
            <Button
              variant="danger"
              loading={removing.isLoading}
              onClick={async () => {
                if (!confirming) return;
                try {
                  await removeMember(confirming.id).unwrap();
                } finally {
                  setConfirming(null);
                }
              }}
            >
              {T.removeMember}
            </Button>
          </>
        }
      >
        <p>{T.removeMemberText}</p>
      </Dialog>
    </Stack>
  );
}

export function UsersSection() {
  useDocumentTitle(T.users);
  const team = useGetTeamQuery();
  const profile = useGetPartnerProfileQuery();
  const owner = profile.data?.role === 'owner';
  return (
    <PageFrame>
      <h1 className="pv-page-title">{T.users}</h1>
      {owner && <InviteForm />}
      <QueryView result={team} loadingLabel={T.teamLoading} errorTitle={T.teamFailed}>
        {(data) => <TeamLists team={data} owner={owner} />}
      </QueryView>
    </PageFrame>
  );
}

export default UsersSection;
