/**
 * A multipart part sent as a file. DRF merges uploaded files into the request's data after the
 * text fields (rest_framework/request.py, `_load_data_and_files`), so a file part wins over a
 * text part of the same name, and each field meets the file object itself: Django's
 * `InMemoryUploadedFile`, whose `str()` is its name.
 */
export class UploadedFile {
  constructor(readonly name: string) {}

  toString(): string {
    return this.name
  }
}
