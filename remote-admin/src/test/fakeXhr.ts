// XMLHttpRequest as the upload widget uses it, driven by the test: the test sees each request
// (its URL, headers and form fields), reports upload progress, and answers or sees it aborted.
// msw cannot report upload progress, so the uploads' tests stand in at this edge.
export class FakeXhr {
  static sent: FakeXhr[] = [];
  method = '';
  url = '';
  status = 0;
  responseText = '';
  withCredentials = false;
  aborted = false;
  headers: Record<string, string> = {};
  body: FormData | undefined;
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }

  /** The file this request carries. */
  get file() {
    return this.body?.get('file') as File;
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

/** FormData as the fake request reads it: jest's DOM mixes Node's FormData with jsdom's File, which Node's refuses. */
class FakeFormData {
  private readonly fields = new Map<string, unknown>();
  append(name: string, value: unknown) {
    this.fields.set(name, value);
  }
  get(name: string) {
    return this.fields.get(name) ?? null;
  }
}

/** Puts FakeXhr in place of XMLHttpRequest for each test of the file. */
export function installFakeXhr() {
  const original = { xhr: window.XMLHttpRequest, formData: window.FormData };
  beforeEach(() => {
    FakeXhr.sent = [];
    window.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
    window.FormData = FakeFormData as unknown as typeof FormData;
  });
  afterEach(() => {
    window.XMLHttpRequest = original.xhr;
    window.FormData = original.formData;
  });
}
