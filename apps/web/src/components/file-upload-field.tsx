import { FileIcon, UploadIcon, XIcon } from 'lucide-react';
import * as React from 'react';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/utils';

/** 1536000 → '1.5 MB'. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(bytes < 10 * 1024 ? 1 : 0)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** Whether a file matches an `accept` list ('.pdf,image/*,application/zip'); none means any. */
export function fileAccepted(file: File, accept: string | undefined): boolean {
  if (!accept) return true;
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return accept
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean)
    .some((entry) =>
      entry.startsWith('.')
        ? name.endsWith(entry)
        : entry.endsWith('/*')
          ? type.startsWith(entry.slice(0, -1))
          : type === entry,
    );
}

/** Why a file cannot be taken, or null when it can. */
export function fileProblem(file: File, { accept, maxBytes }: { accept?: string; maxBytes?: number }) {
  if (!fileAccepted(file, accept)) return `${file.name} is not an accepted file type (${accept}).`;
  if (maxBytes !== undefined && file.size > maxBytes)
    return `${file.name} is ${formatFileSize(file.size)}; the limit is ${formatFileSize(maxBytes)}.`;
  return null;
}

/**
 * The drop zone around the real file input (visually hidden over it): it takes drops; choosing by
 * click or keyboard goes through the input.
 */
function DropZone({
  id,
  accept,
  disabled,
  invalid,
  describedBy,
  inputRef,
  onBlur,
  onFile,
}: {
  id: string;
  accept?: string;
  disabled: boolean;
  invalid: boolean;
  describedBy: string;
  inputRef: (element: HTMLInputElement | null) => void;
  onBlur: () => void;
  onFile: (file: File | undefined) => void;
}) {
  const [dragging, setDragging] = React.useState(false);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the input inside is the control; the zone only takes drops.
    <div
      data-dragging={dragging || undefined}
      onDragOver={(event) => {
        if (disabled) return;
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={(event) => {
        event.preventDefault();
        setDragging(false);
        if (!disabled) onFile(event.dataTransfer.files[0]);
      }}
      className={cn(
        'relative flex flex-col items-center justify-center gap-2 rounded-lg border-2 border-dashed p-6 text-center text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
        dragging && 'border-primary bg-accent',
        invalid && 'border-destructive',
        disabled && 'opacity-60',
      )}
    >
      <UploadIcon className="size-6 text-muted-foreground" aria-hidden="true" />
      <p>
        <span className="font-medium">Drop a file here</span> or click to choose one
      </p>
      <input
        ref={inputRef}
        id={id}
        type="file"
        accept={accept}
        disabled={disabled}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={describedBy || undefined}
        onBlur={onBlur}
        onChange={(event) => {
          onFile(event.target.files?.[0]);
          // The same file chosen again after a Remove still reports a change.
          event.target.value = '';
        }}
        className="absolute inset-0 cursor-pointer opacity-0 disabled:cursor-not-allowed"
      />
    </div>
  );
}

/** The chosen file's name and size, with its Remove button. */
function ChosenFile({ file, disabled, onRemove }: { file: File; disabled: boolean; onRemove: () => void }) {
  return (
    <div className="flex items-center gap-2 rounded-md border p-2 text-sm">
      <FileIcon className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
      <span className="min-w-0 flex-1 truncate" data-testid="chosen-file">
        {file.name}
      </span>
      <span className="text-muted-foreground">{formatFileSize(file.size)}</span>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        disabled={disabled}
        aria-label={`Remove ${file.name}`}
        onClick={onRemove}
      >
        <XIcon aria-hidden="true" />
      </Button>
    </div>
  );
}

/**
 * A react-hook-form field holding one File (or null): drop a file on the zone, or click it (or focus
 * it and press Enter or Space) to choose one. A file of the wrong type or over `maxBytes` is refused
 * with a message and leaves the value as it was; the chosen file shows its name and size with a
 * Remove button. The real file input stays in the page (visually hidden), so the keyboard and
 * screen readers reach it as they would any file input.
 */
export function FileUploadField<Values extends FieldValues, Output = Values>({
  control,
  name,
  label,
  hint,
  accept,
  maxBytes,
  disabled = false,
}: {
  control: Control<Values, unknown, Output>;
  name: FieldPath<Values>;
  label: React.ReactNode;
  hint?: React.ReactNode;
  /** As the input's accept attribute: '.pdf,.jpg,image/png'. */
  accept?: string;
  maxBytes?: number;
  disabled?: boolean;
}) {
  const id = React.useId();
  const input = React.useRef<HTMLInputElement>(null);
  const [refused, setRefused] = React.useState<string | null>(null);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const value: unknown = field.value;
        const file = value instanceof File ? value : null;
        const error = refused ?? fieldState.error?.message;
        const take = (chosen: File | undefined) => {
          if (!chosen) return;
          const problem = fileProblem(chosen, { accept, maxBytes });
          setRefused(problem);
          if (!problem) field.onChange(chosen);
        };
        const remove = () => {
          setRefused(null);
          field.onChange(null);
          input.current?.focus();
        };
        return (
          <div className="flex flex-col gap-2">
            <Label htmlFor={id}>{label}</Label>
            <DropZone
              id={id}
              accept={accept}
              disabled={disabled}
              invalid={Boolean(error)}
              describedBy={[hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ')}
              inputRef={(element) => {
                input.current = element;
                field.ref(element);
              }}
              onBlur={field.onBlur}
              onFile={take}
            />
            {hint && (
              <p id={hintId} className="text-muted-foreground text-sm">
                {hint}
              </p>
            )}
            {file && <ChosenFile file={file} disabled={disabled} onRemove={remove} />}
            {error && (
              <p id={errorId} role="alert" className="font-medium text-destructive text-sm">
                {error}
              </p>
            )}
          </div>
        );
      }}
    />
  );
}
