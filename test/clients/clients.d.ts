/** The parts of the real clients' APIs the client tests use (swagger-client and wpapi ship no types). */

declare module 'swagger-client' {
  export interface ExecuteOptions {
    operationId: string
    parameters?: Record<string, unknown>
  }
  export interface ClientResponse {
    status: number
    body: unknown
    headers: Record<string, string>
  }
  export interface SwaggerClientInstance {
    spec: {
      paths: Record<
        string,
        Record<
          string,
          {
            operationId?: string
            parameters?: Array<{ name: string; in: string }>
            responses: Record<string, { schema?: unknown }>
          }
        >
      >
      [key: string]: unknown
    }
    execute(options: ExecuteOptions): Promise<ClientResponse>
  }
  export default function SwaggerClient(options: {
    url: string
    authorizations?: Record<string, string>
  }): Promise<SwaggerClientInstance>
}

declare module 'wpapi' {
  interface Request extends PromiseLike<any> {
    id(id: number): Request
    slug(slug: string): Request
    page(page: number): Request
    perPage(count: number): Request
    param(name: string, value: unknown): Request
    get(): Promise<any>
    create(data: object): Promise<any>
    update(data: object): Promise<any>
    delete(): Promise<any>
  }
  type Namespace = Record<string, () => Request>
  class WPAPI {
    constructor(options: { endpoint: string; routes?: object; username?: string; password?: string })
    namespace(name: string): Namespace
    auth(credentials: { username: string; password: string }): WPAPI
    static discover(url: string): Promise<WPAPI>
  }
  export default WPAPI
}
