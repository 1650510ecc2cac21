import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { eatInputToIso } from "../../../../shared/east-africa-time.ts";
import { withStopLine } from "../../../../shared/sms-copy.ts";
import { smsCost, smsLength } from "../../../../shared/sms-segments.ts";
import type { smsAdminCopy } from "../../../content/admin-sms.ts";
import { ApiError } from "../../../lib/api-client.ts";
import { Button } from "../../ui/button.tsx";
import { errorMessage } from "../form-kit/error-message.ts";
import { FormMessage, TextArea, TextField } from "../form-kit/fields.tsx";
import { smsApi, smsKeys } from "./sms-api.ts";

type Copy = typeof smsAdminCopy;

/**
 * A broadcast in both languages: each text's characters and SMS parts as
 * sent (the stop words included), and the estimated cost for the subscribed
 * numbers; send now or at a time.
 */
export function BroadcastComposer({
  copy,
  subscribed,
  costPerSegment,
}: {
  copy: Copy;
  subscribed: { en: number; sw: number };
  costPerSegment: number;
}) {
  const client = useQueryClient();
  const [text, setText] = useState({ en: "", sw: "" });
  const [at, setAt] = useState("");
  const [done, setDone] = useState(false);
  const send = useMutation({
    mutationFn: () => smsApi.broadcast({ en: text.en, sw: text.sw, at: at ? (eatInputToIso(at) ?? at) : undefined }),
    onSuccess: () => {
      setText({ en: "", sw: "" });
      setAt("");
      setDone(true);
      void client.invalidateQueries({ queryKey: smsKeys.broadcasts });
    },
  });
  const details = send.error instanceof ApiError ? (send.error.details ?? {}) : {};
  const lengths = {
    en: smsLength(text.en.trim() ? withStopLine(text.en, "en") : ""),
    sw: smsLength(text.sw.trim() ? withStopLine(text.sw, "sw") : ""),
  };
  const segments = lengths.en.segments * subscribed.en + lengths.sw.segments * subscribed.sw;
  return (
    <form
      className="space-y-4 rounded-card border border-line bg-white p-6"
      onSubmit={(event) => {
        event.preventDefault();
        setDone(false);
        send.mutate();
      }}
    >
      <h3 className="font-display text-lg font-bold">{copy.compose.title}</h3>
      {(["en", "sw"] as const).map((language) => (
        <TextArea
          key={language}
          id={`sms-broadcast-${language}`}
          label={copy.compose[language]}
          required
          rows={3}
          value={text[language]}
          onChange={(event) => setText({ ...text, [language]: event.target.value })}
          error={details[language]}
          hint={copy.compose.counter(
            lengths[language].characters,
            lengths[language].segments,
            lengths[language].encoding,
          )}
        />
      ))}
      <p className="text-sm text-muted">{copy.compose.stopNote}</p>
      <TextField
        id="sms-broadcast-at"
        type="datetime-local"
        label={copy.compose.at}
        hint={copy.compose.atHint}
        value={at}
        onChange={(event) => setAt(event.target.value)}
        error={details.at}
      />
      <p role="status" className="font-semibold">
        {copy.compose.estimate(subscribed.en + subscribed.sw, smsCost(segments, 1, costPerSegment).toFixed(2))}
      </p>
      {send.isError ? <FormMessage kind="error">{errorMessage(send.error, copy.compose.title)}</FormMessage> : null}
      {done ? <FormMessage kind="success">{copy.compose.queued}</FormMessage> : null}
      <Button type="submit" disabled={send.isPending}>
        {send.isPending ? copy.compose.sending : copy.compose.send}
      </Button>
    </form>
  );
}
