#!/bin/sh
# Renders this section's nginx configuration from the environment, before nginx starts.
#
# In the images it is /etc/nginx/school/render-config.sh, which their command
# (deploy/docker/nginx-start.sh) runs at every container start; scripts/deploy-check.mjs runs the same script with
# local paths and ports, so CI tests the configuration the containers serve.
#
#   SCHOOL_SECTION_KIND   host | remote                               (required)
#   NGINX_LISTEN          what `listen` gets: 80, 127.0.0.1:8080      (default 80)
#   STATIC_ROOT           the section's built dist folder             (default /usr/share/nginx/html)
#   SCHOOL_TEMPLATE_DIR   where host/remote.conf.template and section-policy.<kind>.sh live
#                         (default /etc/nginx/school); the policy is written when the image is
#                         built (deploy/nginx/write-policy.mjs: security headers, files never
#                         served, the host's /api body limit and error answers, and from the
#                         sections' layout the remotes' address keys and the /remotes.json template)
#   SCHOOL_NGINX_CONF     the rendered file, included by nginx.conf   (default /etc/nginx/conf.d/school.conf)
#   SCHOOL_RUNTIME_DIR    where remotes.json is written (host)        (default /etc/nginx/school/runtime)
# host only:
#   PRERENDER_PAGES       the renderer's snapshots (scripts/prerender: <PRERENDER_DIR>/pages), a
#                         volume shared with the renderer  (default /var/lib/school/prerender/pages)
#   API_CACHE_DIR         where nginx keeps the API's public answers it shares between visitors
#                         (default /tmp/nginx-api-cache: nginx runs as www-data)
#   PRERENDER_HOSTS       a county's platform: each school's snapshots, by host (<PRERENDER_DIR>/hosts),
#                         on the same volume              (default /var/lib/school/prerender/hosts)
#   REMOTE_PUBLIC_URL, REMOTE_AUTH_URL, REMOTE_ADMIN_URL   (required: the keys the policy's
#                         REMOTE_URL_KEYS lists) each remote's public base address as the browser
#                         sees it, e.g. https://public.school.example
#   API_UPSTREAMS         the API replicas, "name:port" separated by spaces or commas
#                         (default "api:4000")
#   API_RESOLVER          a DNS server (Docker's is 127.0.0.11): re-resolve the replicas' names
#                         while running, so a redeployed API container is found at its new
#                         address (needs nginx >= 1.27.3; the images' Debian nginx 1.22 has not,
#                         so docker-compose.yml gives the replicas fixed addresses). Empty: resolve once.
# remote only:
#   CORS_ALLOW_ORIGIN     Access-Control-Allow-Origin of the remote's files (default *)
set -eu

me="school-nginx-config"
fail() {
  echo "$me: $*" >&2
  exit 1
}

kind="${SCHOOL_SECTION_KIND:-}"
template_dir="${SCHOOL_TEMPLATE_DIR:-/etc/nginx/school}"
output="${SCHOOL_NGINX_CONF:-/etc/nginx/conf.d/school.conf}"
NGINX_LISTEN="${NGINX_LISTEN:-80}"
STATIC_ROOT="${STATIC_ROOT:-/usr/share/nginx/html}"
SCHOOL_RUNTIME_DIR="${SCHOOL_RUNTIME_DIR:-/etc/nginx/school/runtime}"
PRERENDER_PAGES="${PRERENDER_PAGES:-/var/lib/school/prerender/pages}"
PRERENDER_HOSTS="${PRERENDER_HOSTS:-/var/lib/school/prerender/hosts}"
API_CACHE_DIR="${API_CACHE_DIR:-/tmp/nginx-api-cache}"
export NGINX_LISTEN STATIC_ROOT SCHOOL_RUNTIME_DIR PRERENDER_PAGES PRERENDER_HOSTS API_CACHE_DIR

printf '%s' "$NGINX_LISTEN" | grep -Eq '^([0-9.]+:|\[[0-9a-fA-F:]+\]:)?[0-9]{1,5}$' ||
  fail "NGINX_LISTEN must be a port or address:port, got '$NGINX_LISTEN'"
case "$STATIC_ROOT" in
  /*) ;;
  *) fail "STATIC_ROOT must be an absolute path, got '$STATIC_ROOT'" ;;
esac
for prerender_path in "$PRERENDER_PAGES" "$PRERENDER_HOSTS" "$API_CACHE_DIR"; do
  case "$prerender_path" in
    /*) ;;
    *) fail "PRERENDER_PAGES, PRERENDER_HOSTS and API_CACHE_DIR must be absolute paths, got '$prerender_path'" ;;
  esac
done
printf '%s' "$STATIC_ROOT$SCHOOL_RUNTIME_DIR$PRERENDER_PAGES$PRERENDER_HOSTS$API_CACHE_DIR" | grep -q '[;{}"'"'"'[:space:]$]' &&
  fail "STATIC_ROOT, SCHOOL_RUNTIME_DIR, PRERENDER_PAGES, PRERENDER_HOSTS and API_CACHE_DIR must not contain spaces, quotes, ; { } or \$"

# A remote's base address: http(s), host, optional port and path; no quotes, spaces or ';'.
# Prints it without trailing slashes.
remote_url() {
  name="$1"
  value="$(printenv "$name" || true)"
  [ -n "$value" ] || fail "$name is not set: the host needs every remote's public address"
  value="$(printf '%s' "$value" | sed -E 's#/+$##')"
  printf '%s' "$value" | grep -Eq '^https?://[A-Za-z0-9.-]+(:[0-9]{1,5})?(/[A-Za-z0-9._~%/-]*)?$' ||
    fail "$name must be an http(s) URL like https://public.school.example, got '$value'"
  printf '%s' "$value"
}

# scheme://host[:port] of a URL, for the Content-Security-Policy.
origin_of() {
  printf '%s' "$1" | sed -E 's#^(https?://[^/]+).*$#\1#'
}

case "$kind" in
  host | remote) ;;
  *) fail "SCHOOL_SECTION_KIND must be host or remote, got '$kind'" ;;
esac
policy="$template_dir/section-policy.$kind.sh"
[ -r "$policy" ] || fail "$policy is missing (deploy/nginx/write-policy.mjs $kind writes it)"
# SECURITY_DIRECTIVES, CACHE_CONTROL_MAP, FILE_PATH_PATTERN; the host's also SNAPSHOT_PATH_PATTERN,
# LIVE_SHELL_VARIABLE, RENDERER_FILES_PATTERN, SCHOOL_HOST_VARIABLE, SITE_RETRY_AFTER, UNKNOWN_HOST_PAGE, SUSPENDED_PAGE, API_BODY_LIMIT, API_TOO_LARGE_BODY, API_UNAVAILABLE_BODY,
# UPLOAD_PATH, UPLOAD_BODY_LIMIT, UPLOAD_TOO_LARGE_BODY,
# REMOTES_JSON_PATH, REMOTE_URL_KEYS, REMOTES_JSON_TEMPLATE.
. "$policy"

render() {
  template="$template_dir/$1"
  [ -r "$template" ] || fail "template $template is missing"
  # The host's CSP names the remotes' origins, known only now.
  SECURITY_DIRECTIVES="$(printf '%s\n' "$SECURITY_DIRECTIVES" | SCRIPT_ORIGINS="${script_origins:-}" envsubst '${SCRIPT_ORIGINS}')"
  export SECURITY_DIRECTIVES
  mkdir -p "$(dirname "$output")"
  # Only our own variables: nginx's $uri, $host... stay as they are.
  envsubst "$2" <"$template" >"$output.tmp"
  mv "$output.tmp" "$output"
  echo "$me: wrote $output ($kind section, listen $NGINX_LISTEN, root $STATIC_ROOT)"
}

case "$kind" in
  host)
    # Each remote's address, checked, without trailing slashes; and the origins the page may load
    # code from (the Content-Security-Policy).
    script_origins=""
    for key in $REMOTE_URL_KEYS; do
      url="$(remote_url "$key")"
      export "$key=$url"
      origin="$(origin_of "$url")"
      case " $script_origins " in
        *" $origin "*) ;;
        *) script_origins="${script_origins:+$script_origins }$origin" ;;
      esac
    done

    # The body host/src/federation/remoteLoader.ts reads: the layout's template with those
    # addresses (checked above: no quote or backslash reaches the JSON).
    mkdir -p "$SCHOOL_RUNTIME_DIR"
    printf '%s\n' "$REMOTES_JSON_TEMPLATE" | envsubst "$(printf '${%s} ' $REMOTE_URL_KEYS)" >"$SCHOOL_RUNTIME_DIR$REMOTES_JSON_PATH.tmp"
    mv "$SCHOOL_RUNTIME_DIR$REMOTES_JSON_PATH.tmp" "$SCHOOL_RUNTIME_DIR$REMOTES_JSON_PATH"
    chmod 644 "$SCHOOL_RUNTIME_DIR$REMOTES_JSON_PATH"

    resolver="${API_RESOLVER:-}"
    if [ -n "$resolver" ]; then
      printf '%s' "$resolver" | grep -Eq '^[][0-9A-Za-z.:-]+$' || fail "API_RESOLVER must be an address, got '$resolver'"
      API_RESOLVER_DIRECTIVE="resolver $resolver valid=10s ipv6=off;"
      resolve_flag=" resolve"
    else
      API_RESOLVER_DIRECTIVE="# API_RESOLVER unset: the replicas' names are resolved once, at start."
      resolve_flag=""
    fi
    API_SERVERS=""
    for server in $(printf '%s' "${API_UPSTREAMS:-api:4000}" | tr ',' ' '); do
      printf '%s' "$server" | grep -Eq '^[A-Za-z0-9.-]+:[0-9]{1,5}$' ||
        fail "API_UPSTREAMS entries must be name:port, got '$server'"
      API_SERVERS="${API_SERVERS}server $server max_fails=2 fail_timeout=10s$resolve_flag; "
    done
    [ -n "$API_SERVERS" ] || fail "API_UPSTREAMS names no API replica"
    export CACHE_CONTROL_MAP FILE_PATH_PATTERN SNAPSHOT_PATH_PATTERN LIVE_SHELL_VARIABLE RENDERER_FILES_PATTERN
    export SCHOOL_HOST_VARIABLE SITE_RETRY_AFTER UNKNOWN_HOST_PAGE SUSPENDED_PAGE
    export SESSION_COOKIE_PATTERN API_RESOLVER_DIRECTIVE API_SERVERS API_BODY_LIMIT API_TOO_LARGE_BODY API_UNAVAILABLE_BODY REMOTES_JSON_PATH UPLOAD_PATH UPLOAD_BODY_LIMIT UPLOAD_TOO_LARGE_BODY
    render host.conf.template \
      '${NGINX_LISTEN} ${STATIC_ROOT} ${SCHOOL_RUNTIME_DIR} ${PRERENDER_PAGES} ${PRERENDER_HOSTS} ${API_CACHE_DIR} ${SESSION_COOKIE_PATTERN} ${SCHOOL_HOST_VARIABLE} ${SITE_RETRY_AFTER} ${UNKNOWN_HOST_PAGE} ${SUSPENDED_PAGE} ${SECURITY_DIRECTIVES} ${CACHE_CONTROL_MAP} ${FILE_PATH_PATTERN} ${SNAPSHOT_PATH_PATTERN} ${LIVE_SHELL_VARIABLE} ${RENDERER_FILES_PATTERN} ${API_RESOLVER_DIRECTIVE} ${API_SERVERS} ${API_BODY_LIMIT} ${API_TOO_LARGE_BODY} ${API_UNAVAILABLE_BODY} ${REMOTES_JSON_PATH} ${UPLOAD_PATH} ${UPLOAD_BODY_LIMIT} ${UPLOAD_TOO_LARGE_BODY}'
    echo "$me: $REMOTES_JSON_PATH -> $(cat "$SCHOOL_RUNTIME_DIR$REMOTES_JSON_PATH"); API -> ${API_UPSTREAMS:-api:4000}"
    ;;
  remote)
    CORS_ALLOW_ORIGIN="${CORS_ALLOW_ORIGIN:-*}"
    printf '%s' "$CORS_ALLOW_ORIGIN" | grep -Eq '^(\*|https?://[A-Za-z0-9.-]+(:[0-9]{1,5})?)$' ||
      fail "CORS_ALLOW_ORIGIN must be * or an origin like https://www.school.example, got '$CORS_ALLOW_ORIGIN'"
    export CORS_ALLOW_ORIGIN CACHE_CONTROL_MAP FILE_PATH_PATTERN
    render remote.conf.template '${NGINX_LISTEN} ${STATIC_ROOT} ${CORS_ALLOW_ORIGIN} ${SECURITY_DIRECTIVES} ${CACHE_CONTROL_MAP} ${FILE_PATH_PATTERN}'
    ;;
esac
