// Account Settings' members card (owners manage, everyone sees who is in) and the workspace
// switcher. Plain forms: both work without JavaScript.
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { IntentButton } from "~/components/ui/intent-button";
import { FormOutcome, type FormResult } from "~/components/ui/form-outcome";
import { TextField } from "~/components/ui/text-field";
import { countOf } from "~/lib/format";
import type { Member, Membership, TeamView } from "../types";
import { MAX_WORKSPACE_NAME, ROLE_WORDS } from "../messages";

export type TeamResult = FormResult;

// max-w-full: on a phone the role's long option shrinks the select instead of pushing past the card.
const selectClass =
  "max-w-full min-w-0 rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-sm dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100";

function RoleSelect({ name, defaultValue, label }: { name: string; defaultValue: string; label: string }) {
  return (
    <select name={name} defaultValue={defaultValue} aria-label={label} className={selectClass}>
      <option value="manager">Manager: every tool, no billing</option>
      <option value="viewer">Viewer: reads only</option>
    </select>
  );
}

/** A channel of the workspace, for the member's channel access (its row's id and its title). */
export type ChannelChoice = { teamChannelId: string; title: string };

/** Which of the workspace's channels a member sees: every one, or those ticked. A plain form. */
function ChannelAccess({ member, channels }: { member: Member; channels: readonly ChannelChoice[] }) {
  const limited = member.teamChannelIds !== null;
  const summary = limited
    ? `${member.teamChannelIds!.length} of ${countOf(channels.length, "channel")}`
    : "every channel";
  return (
    <details className="w-full text-sm">
      <summary className="cursor-pointer wrap-anywhere text-slate-700 dark:text-slate-300">
        Channels {member.email} sees: {summary}
      </summary>
      <Form method="post" className="mt-2 space-y-2">
        <input type="hidden" name="intent" value="team-member-channels" />
        <input type="hidden" name="userId" value={member.userId} />
        <fieldset className="space-y-1">
          <legend className="sr-only">Channel access of {member.email}</legend>
          <label className="flex items-center gap-2">
            <input type="radio" name="access" value="all" defaultChecked={!limited} /> Every channel, and those added
            later
          </label>
          <label className="flex items-center gap-2">
            <input type="radio" name="access" value="some" defaultChecked={limited} /> Only the channels ticked:
          </label>
          <ul className="ml-6 space-y-1">
            {channels.map((channel) => (
              <li key={channel.teamChannelId}>
                <label className="flex items-center gap-2">
                  <input
                    type="checkbox"
                    name="channel"
                    value={channel.teamChannelId}
                    defaultChecked={member.teamChannelIds?.includes(channel.teamChannelId) ?? false}
                  />{" "}
                  {channel.title}
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
        <Button type="submit" variant="secondary" size="sm">
          Save channels<span className="sr-only"> of {member.email}</span>
        </Button>
      </Form>
    </details>
  );
}

export function MembersCard({
  view,
  result,
  channels = [],
}: {
  view: TeamView;
  result: TeamResult;
  /** The workspace's channels: with two or more, an owner chooses which each member sees. */
  channels?: readonly ChannelChoice[];
}) {
  return (
    <Card id="members">
      <h2 className="text-lg font-semibold">Members</h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        You are this workspace&apos;s {ROLE_WORDS[view.role]}. Owners manage billing and members; managers use every
        tool; viewers read.
      </p>
      <div className="mt-4">
        <FormOutcome result={result} />
      </div>
      <ul className="mt-4 divide-y divide-slate-200 text-sm dark:divide-slate-700">
        {view.members.map((member) => (
          <li key={member.userId} className="flex flex-wrap items-center justify-between gap-2 py-2">
            <span className="min-w-0 wrap-anywhere">
              <span className="font-medium">{member.email}</span>{" "}
              <span className="text-slate-600 dark:text-slate-400">
                · {ROLE_WORDS[member.role]}
                {member.userId === view.youId ? " (you)" : ""}
              </span>
            </span>
            {view.canManage && member.role !== "owner" ? (
              <span className="flex max-w-full min-w-0 flex-wrap items-center gap-2">
                {/* Wraps on a phone (375 px): the select and Change role never run past the card. */}
                <Form method="post" className="flex max-w-full min-w-0 flex-wrap items-center gap-2">
                  <input type="hidden" name="intent" value="team-role" />
                  <input type="hidden" name="userId" value={member.userId} />
                  <RoleSelect name="role" defaultValue={member.role} label={`Role of ${member.email}`} />
                  <Button type="submit" variant="secondary" size="sm">
                    Change role
                  </Button>
                </Form>
                <IntentButton intent="team-remove" fields={{ userId: member.userId }} variant="danger" size="sm">
                  Remove
                </IntentButton>
              </span>
            ) : null}
            {view.canManage && member.role !== "owner" && channels.length > 1 ? (
              <ChannelAccess member={member} channels={channels} />
            ) : null}
          </li>
        ))}
      </ul>
      {view.canManage ? (
        <>
          {view.invitations.length > 0 ? (
            <>
              <h3 className="mt-6 text-sm font-semibold">Pending invitations</h3>
              <ul className="mt-2 divide-y divide-slate-200 text-sm dark:divide-slate-700">
                {view.invitations.map((invitation) => (
                  <li key={invitation.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                    <span className="min-w-0 wrap-anywhere">
                      {invitation.email} · {ROLE_WORDS[invitation.role]} · until {invitation.expiresAt.slice(0, 10)}
                    </span>
                    <IntentButton intent="team-revoke" fields={{ invitationId: invitation.id }} size="sm">
                      Withdraw
                    </IntentButton>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          <Form method="post" className="mt-6 flex flex-wrap items-end gap-3" noValidate>
            <input type="hidden" name="intent" value="team-name" />
            <TextField
              label="Workspace name (your team's or client's: members, invitations and reports show it)"
              name="name"
              defaultValue={view.name ?? ""}
              maxLength={MAX_WORKSPACE_NAME}
              autoComplete="organization"
              required
            />
            <Button type="submit" variant="secondary">
              Save name
            </Button>
          </Form>
          <Form method="post" className="mt-6 flex flex-wrap items-end gap-3" noValidate>
            <input type="hidden" name="intent" value="team-invite" />
            <TextField label="Invite by email" name="email" type="email" autoComplete="off" required />
            <RoleSelect name="role" defaultValue="viewer" label="Role of the invited person" />
            <Button type="submit">Send invitation</Button>
          </Form>
          {view.audit.length > 0 ? (
            <details className="mt-6 text-sm">
              <summary className="cursor-pointer font-semibold">Activity</summary>
              <ul className="mt-2 space-y-1">
                {view.audit.map((entry, i) => (
                  <li key={i}>
                    {entry.at.slice(0, 16).replace("T", " ")} UTC · {entry.actor} · {entry.action.replace(/-/g, " ")}:{" "}
                    {entry.target}
                  </li>
                ))}
              </ul>
            </details>
          ) : null}
        </>
      ) : null}
    </Card>
  );
}

/** Choosing the workspace to act in, among the person's own and those they joined. */
export function WorkspaceSwitcher({ memberships }: { memberships: Membership[] }) {
  if (memberships.length < 2) return null;
  const acting = memberships.find((m) => m.acting);
  return (
    <Card id="workspaces">
      <h2 className="text-lg font-semibold">Workspace</h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        You are working in {acting?.own ? "your own workspace" : `${acting?.name ?? "a workspace"}'s workspace`} as its{" "}
        {acting ? ROLE_WORDS[acting.role] : "member"}.
      </p>
      <Form method="post" className="mt-4 flex flex-wrap items-end gap-3">
        <input type="hidden" name="intent" value="switch-workspace" />
        <select
          name="workspaceId"
          defaultValue={acting?.teamId}
          aria-label="Workspace to work in"
          className={selectClass}
        >
          {memberships.map((m) => (
            <option key={m.teamId} value={m.teamId}>
              {m.own ? m.name : `${m.name} (${ROLE_WORDS[m.role]})`}
            </option>
          ))}
        </select>
        <Button type="submit" variant="secondary">
          Switch workspace
        </Button>
      </Form>
    </Card>
  );
}
