import { ROLES, type Role } from "../../../../shared/roles.ts";
import { inputClass } from "../form-kit/fields.tsx";

/** A role picker: Administrator, Editor, Author, Finance officer. */
export function RoleSelect({
  id,
  value,
  labels,
  onChange,
  disabled,
  ariaLabel,
  describedBy,
}: {
  id: string;
  value: Role;
  labels: Record<Role, string>;
  onChange: (role: Role) => void;
  disabled?: boolean;
  ariaLabel?: string;
  describedBy?: string;
}) {
  return (
    <select
      id={id}
      value={value}
      disabled={disabled}
      aria-label={ariaLabel}
      aria-describedby={describedBy}
      onChange={(event) => onChange(event.target.value as Role)}
      className={`${inputClass} min-w-40 max-w-52`}
    >
      {ROLES.map((role) => (
        <option key={role} value={role}>
          {labels[role]}
        </option>
      ))}
    </select>
  );
}
