import { useState } from "react";
import type { CollectionDefinition } from "../../../../shared/collections/define.ts";
import type { CollectionName } from "../../../../shared/collections/index.ts";
import { Button } from "../../ui/button.tsx";
import { Checkbox } from "../form-kit/fields.tsx";
import { CollectionForm, type CollectionFormCopy } from "./collection-form.tsx";

type CreateCopy = CollectionFormCopy & {
  newItem: (singular: string) => string;
  createTitle: (singular: string) => string;
  addAtTop: string;
};

/**
 * The New button of a collection and, once pressed, its create form; where staff
 * set the order, "Add at the top" puts the new item first instead of last.
 */
export function CollectionCreate({
  name,
  definition,
  copy,
  onOpen,
  onDone,
}: {
  name: CollectionName;
  definition: CollectionDefinition;
  copy: CreateCopy;
  onOpen: () => void;
  onDone: (saved: boolean) => void;
}) {
  const [creating, setCreating] = useState(false);
  const [addAtTop, setAddAtTop] = useState(false);
  const byHand = definition.order === "position";
  if (!creating)
    return (
      <Button
        onClick={() => {
          setCreating(true);
          onOpen();
        }}
      >
        {copy.newItem(definition.singular)}
      </Button>
    );
  return (
    <div className="rounded-card border border-line bg-white shadow-card">
      <h3 className="px-4 pt-4 font-display text-xl font-bold text-brand-900">
        {copy.createTitle(definition.singular)}
      </h3>
      {byHand && (
        <div className="px-4 pt-3">
          <Checkbox
            id={`${name}-add-at-top`}
            label={copy.addAtTop}
            checked={addAtTop}
            onChange={(event) => setAddAtTop(event.target.checked)}
          />
        </div>
      )}
      <CollectionForm
        name={name}
        definition={definition}
        copy={copy}
        addAtTop={byHand && addAtTop}
        onDone={(saved) => {
          setCreating(false);
          onDone(saved);
        }}
      />
    </div>
  );
}
