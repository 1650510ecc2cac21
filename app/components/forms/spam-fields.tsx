import { formCopy } from "../../content/forms.ts";

/**
 * What the site's forms add for the spam checks, as ordinary fields
 * (docs/product.md, "Spam"): a honeypot people never see, the signed time stamp
 * from the page, and the proof-of-work answer the browser fills in with JavaScript.
 */
export function SpamFields({ form, stamp }: { form: string; stamp: string }) {
  return (
    <>
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor={`${form}-website`}>{formCopy.honeypot}</label>
        <input id={`${form}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <input type="hidden" name="form_stamp" defaultValue={stamp} />
      <input type="hidden" name="proof" defaultValue="" />
    </>
  );
}
