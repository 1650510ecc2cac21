import type { CollectionDefinition } from "../../../../shared/collections/define.ts";
import type { FieldErrors } from "../../../../shared/validation-details.ts";
import { CollectionField, type CollectionFieldCopy, OWN_PLACE } from "./collection-field.tsx";
import type { FormValues } from "./collection-values.ts";

/**
 * The controls of a definition's fields, in its form order, two columns wide from a
 * tablet up: what every create and edit form shows (collections, news, publications).
 */
export function DefinitionFields({
  definition,
  values,
  errors,
  onValue,
  onFile,
  skip,
  copy,
}: {
  definition: CollectionDefinition;
  values: FormValues;
  errors: FieldErrors;
  onValue: (field: string, value: unknown) => void;
  /** a file was uploaded into `field` */
  onFile?: (field: string, file: File) => void;
  /** fields the form lays out elsewhere */
  skip?: (field: string) => boolean;
  copy: CollectionFieldCopy;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {(definition.formOrder ?? Object.keys(definition.fields)).map((field) => {
        const spec = definition.fields[field];
        return !spec || OWN_PLACE.has(spec.input) || skip?.(field) ? null : (
          <CollectionField
            key={field}
            name={field}
            spec={spec}
            value={values[field]}
            error={errors[field]}
            onChange={(value) => onValue(field, value)}
            onFile={onFile && ((file) => onFile(field, file))}
            copy={copy}
          />
        );
      })}
    </div>
  );
}
