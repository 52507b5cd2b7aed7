// How the request bodies a handler reads itself (multipart forms) appear in the OpenAPI document: the
// form's text fields from the shared zod schema it is parsed with, and its file fields as binary.
import { z } from 'zod';

/** OpenAPI media types of a request body, by content type. */
export type RequestBodyDoc = Record<string, { schema: Record<string, unknown> }>;

type JsonSchema = { type?: unknown; description?: string; properties?: Record<string, JsonSchema> };

export interface FileField {
  name: string;
  description: string;
  /** Files this field may carry; over 1 it is an array of files. */
  maxFiles: number;
  required?: boolean;
}

const binary = { type: 'string', format: 'binary' };

/** A zod object's fields as the JSON a client may send, and the names that must be present. */
function jsonFields(fields: z.ZodObject) {
  const json = z.toJSONSchema(fields, { io: 'input', target: 'openapi-3.0', unrepresentable: 'any' }) as JsonSchema & {
    required?: string[];
  };
  const required = Object.keys(fields.shape).filter((key) => !fields.shape[key]!.safeParse(undefined).success);
  return { properties: json.properties ?? {}, required };
}

/** What the text of a field holds, by the JSON type of its value. */
const TEXT_OF: Record<string, string> = {
  number: 'A number',
  integer: 'A whole number',
  boolean: 'true or false',
  object: 'JSON text: an object',
  array: 'JSON text: a list',
};

/** A form's text field: every multipart value is text; a number is its digits, an object or a list JSON. */
function textField(json: JsonSchema): Record<string, unknown> {
  const holds = typeof json.type === 'string' ? TEXT_OF[json.type] : undefined;
  const description = [holds, json.description].filter(Boolean).join('. ');
  return { type: 'string', ...(description ? { description } : {}) };
}

function fileField(file: FileField) {
  return file.maxFiles > 1
    ? { type: 'array', items: binary, maxItems: file.maxFiles, description: file.description }
    : { ...binary, description: file.description };
}

/** A multipart form of the given fields and files (the fields' names and required ones as the zod object says). */
export function multipartForm(fields: z.ZodObject | undefined, files: FileField[]): Record<string, unknown> {
  const { properties, required } = fields ? jsonFields(fields) : { properties: {}, required: [] };
  const text = Object.fromEntries(Object.entries(properties).map(([key, json]) => [key, textField(json)]));
  const fileProps = Object.fromEntries(files.map((file) => [file.name, fileField(file)]));
  const requiredAll = [...required, ...files.filter((f) => f.required).map((f) => f.name)];
  return {
    type: 'object',
    properties: { ...text, ...fileProps },
    ...(requiredAll.length > 0 ? { required: requiredAll } : {}),
  };
}

/** The body of a write that takes a multipart form with files, or the same fields as a JSON object. */
export function multipartOrJson(fields: z.ZodObject, files: FileField[]): RequestBodyDoc {
  const { properties, required } = jsonFields(fields);
  return {
    'multipart/form-data': { schema: multipartForm(fields, files) },
    'application/json': { schema: { type: 'object', properties, ...(required.length > 0 ? { required } : {}) } },
  };
}
