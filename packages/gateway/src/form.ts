// Fields of a multipart form as the routes read them, each missing or wrong one a 400 naming it.
import { badField } from "./errors.js";

export function formFile(form: FormData, name: string): Blob {
	const value = form.get(name) ?? form.get(`${name}[]`);
	if (typeof value === "string" || value === null) throw badField(name, "a file (multipart/form-data)");
	return value;
}

export function formText(form: FormData, name: string): string | undefined {
	const value = form.get(name);
	if (value === null) return undefined;
	if (typeof value !== "string") throw badField(name, "a text field");
	return value;
}
