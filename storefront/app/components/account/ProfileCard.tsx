import { useState, type FormEvent } from 'react';
import { updateProfile } from '../../lib/auth/client';
import type { CustomerProfile } from '../../lib/auth/customer';
import { fullName } from '../../lib/auth/customer';
import { Button } from '../ui/Button';
import { TextField } from '../ui/TextField';
import formStyles from './AuthCard.module.css';
import styles from './AccountView.module.css';

const NAME_FIELDS = [
  { name: 'firstName', label: 'First name', autoComplete: 'given-name' },
  { name: 'lastName', label: 'Last name', autoComplete: 'family-name' },
] as const;

/** Profile Information, with the names editable in place (PATCH /api/auth/profile). */
export function ProfileCard({ initialProfile }: { initialProfile: CustomerProfile }) {
  const [profile, setProfile] = useState(initialProfile);
  const [editing, setEditing] = useState(false);
  const [saving, setSaving] = useState(false);

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setSaving(true);
    const updated = await updateProfile({
      firstName: String(form.get('firstName') ?? '').trim(),
      lastName: String(form.get('lastName') ?? '').trim(),
    });
    setSaving(false);
    // A failure is only logged; the form stays open with what was typed.
    if (updated) {
      setProfile(updated);
      setEditing(false);
    }
  }

  return (
    <section className={styles.card} aria-labelledby="profile-heading">
      <div className={styles.cardHeader}>
        <h2 id="profile-heading" className={styles.cardTitle}>
          Profile Information
        </h2>
        {editing ? null : (
          <button type="button" className={styles.textButton} onClick={() => setEditing(true)}>
            Edit profile
          </button>
        )}
      </div>
      {editing ? (
        <form className={formStyles.form} onSubmit={save} aria-label="Edit profile">
          {NAME_FIELDS.map((field) => (
            <TextField
              key={field.name}
              {...field}
              defaultValue={profile[field.name] ?? ''}
              required
              maxLength={100}
            />
          ))}
          <div className={styles.formActions}>
            <Button type="submit" disabled={saving}>
              {saving ? 'Saving...' : 'Save'}
            </Button>
            <Button variant="secondary" onClick={() => setEditing(false)} disabled={saving}>
              Cancel
            </Button>
          </div>
        </form>
      ) : (
        <dl className={styles.details}>
          <div>
            <dt>Name</dt>
            <dd>{fullName(profile) || 'Not provided'}</dd>
          </div>
          <div>
            <dt>Email</dt>
            <dd>{profile.emailAddress?.emailAddress ?? 'Not provided'}</dd>
          </div>
          <div>
            <dt>Phone</dt>
            <dd>{profile.phoneNumber?.phoneNumber ?? 'Not provided'}</dd>
          </div>
        </dl>
      )}
    </section>
  );
}
