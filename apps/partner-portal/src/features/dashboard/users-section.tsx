// The dashboard's Users: the team. The owner invites people by email, withdraws invitations and removes
// members; members see who is on the team.
import { useState } from 'react';
import { UI_TEXT, ZInviteMemberBody, type TInviteMemberBody, type TTeam } from '@pavilion/domain';
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

const shortDate = (iso: string) => new Date(iso).toLocaleDateString('en-US', { dateStyle: 'medium' });

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
      title="Invite a team member"
      lead={
        <p className="pv-muted">
          Members create and run your events and see registrations. Only you manage the team and the bank accounts.
        </p>
      }
      alertTitle="The invitation was not sent"
      gap={3}
      submitLabel="Send invitation"
      submittingLabel="Sending..."
    >
      {sent && <Alert tone="success">An invitation is on its way to {sent}. The link works for 7 days.</Alert>}
      <TextField
        label="Email"
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
        <Alert tone="error" title="That did not work">
          {errorMessage(failure)}
        </Alert>
      )}
      <section aria-labelledby="pv-team-members">
        <h2 id="pv-team-members" className="pv-section-title">
          Team members
        </h2>
        {team.members.length === 0 ? (
          <p>{UI_TEXT.noTeamMembers}</p>
        ) : (
          <ul className="pv-rows">
            {team.members.map((m) => (
              <li key={m.id} className="pv-row">
                <div className="pv-row__main">
                  <strong>
                    {m.firstName} {m.surname} {m.role === 'owner' && <Badge tone="info">Owner</Badge>}
                  </strong>
                  <span className="pv-muted">
                    {m.email}, joined {shortDate(m.joinedAt)}
                  </span>
                </div>
                {owner && m.role !== 'owner' && (
                  <div className="pv-row__actions">
                    <Button variant="danger" size="sm" onClick={() => setConfirming(m)}>
                      Remove<span className="pv-visually-hidden"> {`${m.firstName} ${m.surname}`}</span>
                    </Button>
                  </div>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
      {team.invitations.length > 0 && (
        <section aria-labelledby="pv-team-invitations">
          <h2 id="pv-team-invitations" className="pv-section-title">
            Open invitations
          </h2>
          <ul className="pv-rows">
            {team.invitations.map((i) => (
              <li key={i.id} className="pv-row">
                <div className="pv-row__main">
                  <strong>{i.email}</strong>
                  <span className="pv-muted">
                    Invited by {i.invitedBy} on {shortDate(i.createdAt)}; open until {shortDate(i.expiresAt)}
                  </span>
                </div>
                {owner && (
                  <div className="pv-row__actions">
                    <Button
                      variant="secondary"
                      size="sm"
                      onClick={() => withdraw(i.id)}
                      loading={withdrawing.isLoading && withdrawing.originalArgs === i.id}
                    >
                      Withdraw<span className="pv-visually-hidden"> the invitation to {i.email}</span>
                    </Button>
                  </div>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
      <Dialog
        open={confirming !== null}
        onClose={() => setConfirming(null)}
        title={confirming ? `Remove ${confirming.firstName} ${confirming.surname}?` : ''}
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirming(null)}>
              Cancel
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
              Remove member
            </Button>
          </>
        }
      >
        <p>They lose access to your partner account at once and are signed out on every device.</p>
      </Dialog>
    </Stack>
  );
}

export function UsersSection() {
  useDocumentTitle('Users');
  const team = useGetTeamQuery();
  const profile = useGetPartnerProfileQuery();
  const owner = profile.data?.role === 'owner';
  return (
    <PageFrame>
      <h1 className="pv-page-title">Users</h1>
      {owner && <InviteForm />}
      <QueryView result={team} loadingLabel="Loading your team" errorTitle="Your team could not be loaded">
        {(data) => <TeamLists team={data} owner={owner} />}
      </QueryView>
    </PageFrame>
  );
}

export default UsersSection;
