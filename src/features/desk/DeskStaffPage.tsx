/**
 * Admins' staff list: add a person by mobile number with their roles, change a name or roles, or
 * remove them. A change of roles or a removal ends that person's desk sessions at once (the
 * server's doing); the store's last admin cannot be removed or lose the role.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Checkbox, Drawer, Form, Input, Popconfirm, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { STAFF_ROLES, type StaffRole } from '../../../contract/constants.ts';
import type { StaffPersonView } from '../../../contract/staff.ts';
import { isValidMobile, normalizePhone } from '../../../shared/phone.ts';
import { toLatinDigits } from '../../../shared/digits.ts';
import { localDigits, mobileExample } from '../../i18n/format.ts';
import { usePageTitle } from '../../ui/use-page-title.ts';
import { useLocale } from '../../ui/use-locale.ts';
import { currentDesk } from './desk-client.ts';
import { addStaffPerson, changeStaffPerson, fetchStaff, removeStaffPerson } from './desk-api.ts';
import { DeskError, RoleName, When } from './DeskParts.tsx';
import { useDeskAction, useDeskData } from './use-desk-data.ts';
import { DeskTable } from './DeskTable.tsx';

type Editing = { person: StaffPersonView | null } | null;
type PersonForm = { mobile_number: string; name: string; roles: StaffRole[] };

export function DeskStaffPage() {
  const { t } = useLingui();
  const lang = useLocale();
  usePageTitle(t`Staff`);
  const people = useDeskData(() => fetchStaff(), []);
  const [editing, setEditing] = useState<Editing>(null);
  const me = currentDesk().session?.staff.id;
  const remove = useDeskAction(async (id: number) => {
    await removeStaffPerson(id);
    people.set((people.data ?? []).filter((p) => p.id !== id));
  });

  const columns: TableColumnsType<StaffPersonView> = [
    { title: t`Name`, key: 'name', render: (_, p) => <bdi>{p.name}</bdi> },
    { title: t`Mobile`, key: 'mobile', render: (_, p) => <bdi dir="ltr">{localDigits(p.mobile, lang)}</bdi> },
    {
      title: t`Roles`,
      key: 'roles',
      render: (_, p) =>
        p.roles.map((r) => (
          <Tag key={r} bordered={false}>
            <RoleName role={r} />
          </Tag>
        )),
    },
    { title: t`Since`, key: 'since', responsive: ['lg'], render: (_, p) => <When at={p.created_at} /> },
    {
      title: t`Actions`,
      key: 'actions',
      render: (_, p) => {
        const name = p.name;
        return (
          <span className="desk-row-actions">
            <Button onClick={() => setEditing({ person: p })}>
              <Trans>Change</Trans>
            </Button>
            {p.id !== me ? (
              <Popconfirm
                title={t`Remove ${name} from the staff?`}
                description={t`Their desk sessions end at once.`}
                okText={t`Remove`}
                okButtonProps={{ danger: true }}
                cancelText={t`Keep`}
                onConfirm={() => void remove.run(p.id)}
              >
                <Button danger>
                  <Trans>Remove</Trans>
                </Button>
              </Popconfirm>
            ) : null}
          </span>
        );
      },
    },
  ];

  return (
    <section className="desk-page" aria-labelledby="desk-title">
      <div className="desk-title-row">
        <h1 id="desk-title">
          <Trans>Staff</Trans>
        </h1>
        <Button type="primary" onClick={() => setEditing({ person: null })}>
          <Trans>Add a person</Trans>
        </Button>
      </div>
      <DeskError error={people.error ?? remove.error} retry={people.error ? people.reload : () => void remove.retry()} />
      <DeskTable<StaffPersonView> rowKey="id" columns={columns} dataSource={people.data ?? []} loading={people.loading} pagination={false} />
      {editing ? (
        <PersonDrawer
          person={editing.person}
          onClose={() => setEditing(null)}
          onSaved={(p) => {
            const list = people.data ?? [];
            people.set(list.some((x) => x.id === p.id) ? list.map((x) => (x.id === p.id ? p : x)) : [...list, p]);
            setEditing(null);
          }}
        />
      ) : null}
    </section>
  );
}

function PersonDrawer({ person, onClose, onSaved }: { person: StaffPersonView | null; onClose: () => void; onSaved: (p: StaffPersonView) => void }) {
  const { t } = useLingui();
  const lang = useLocale();
  const example = mobileExample(lang);
  const name = person?.name ?? '';
  const save = useDeskAction(async (v: PersonForm) => {
    const saved = person
      ? await changeStaffPerson(person.id, { name: v.name.trim(), roles: v.roles })
      : await addStaffPerson({ mobile_number: normalizePhone(toLatinDigits(v.mobile_number)), name: v.name.trim(), roles: v.roles });
    onSaved(saved);
    return saved;
  });
  return (
    <Drawer open onClose={onClose} title={person ? t`Change ${name}` : t`Add a person to the staff`} destroyOnHidden width={440}>
      <Form<PersonForm>
        layout="vertical"
        initialValues={{ mobile_number: person?.mobile ?? '', name: person?.name ?? '', roles: person?.roles ?? [] }}
        onFinish={(v) => void save.run(v)}
      >
        <Form.Item
          name="mobile_number"
          label={t`Mobile number`}
          extra={person ? t`A number cannot be changed: remove the person and add the new number.` : t`They sign in to the desk with this number.`}
          rules={[
            {
              validator: (_, v: string) => (person || isValidMobile(normalizePhone(toLatinDigits(v ?? ''))) ? Promise.resolve() : Promise.reject(new Error(t`Enter a mobile number like ${example}.`))),
            },
          ]}
        >
          <Input type="tel" inputMode="tel" dir="ltr" autoComplete="off" disabled={!!person} />
        </Form.Item>
        <Form.Item name="name" label={t`Name`} rules={[{ required: true, whitespace: true, message: t`Enter their name.` }, { max: 60 }]}>
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item name="roles" label={t`Roles`} rules={[{ required: true, type: 'array', min: 1, message: t`Give at least one role.` }]}>
          <Checkbox.Group className="desk-roles" options={STAFF_ROLES.map((r) => ({ value: r, label: <RoleName role={r} /> }))} />
        </Form.Item>
        <p className="desk-muted">
          <Trans>Support answers tickets; fulfilment ships orders; catalogue changes prices and stock; a moderator publishes reviews; an admin does all of it and manages the staff.</Trans>
        </p>
        <DeskError error={save.error} retry={() => void save.retry()} />
        <Button type="primary" htmlType="submit" loading={save.busy} block>
          {person ? <Trans>Save</Trans> : <Trans>Add</Trans>}
        </Button>
      </Form>
    </Drawer>
  );
}
