# OpenSearch, single node, from the integ-test distribution on Maven Central, plus the
# k-NN plugin (lucene engine) and the lang-painless module it extends.
# shellcheck shell=bash

# k-NN fixes the version: Maven Central serves opensearch-knn only as 2.19.1.0 and
# 3.5.0.0, and a plugin must match OpenSearch exactly. 2.19.1 runs on Java 17.
OS_VERSION=${LOMO_OPENSEARCH_VERSION:-2.19.1}
OS_KNN=${LOMO_OPENSEARCH_KNN:-1}
OS_KNN_VERSION=${LOMO_OPENSEARCH_KNN_VERSION:-$OS_VERSION.0}
OS_PORT=${LOMO_OPENSEARCH_PORT:-9200}
OS_TRANSPORT_PORT=${LOMO_OPENSEARCH_TRANSPORT_PORT:-9300}
OS_USER=lomo-os
OS_DIR=$SERVICES_DIR/opensearch
if [ "$OS_KNN" = 1 ]; then OS_FLAVOUR=-knn; else OS_FLAVOUR=; fi
# read-only install; a second node (the chaos soak's own) shares the first one's
OS_HOME=${LOMO_OPENSEARCH_HOME:-$OS_DIR/opensearch-$OS_VERSION$OS_FLAVOUR}
OS_CONF=$OS_DIR/config          # owned by lomo-os (OpenSearch writes its keystore here)
OS_DATA=$OS_DIR/data
OS_LOGS=$OS_DIR/logs
OS_PID=$OS_DIR/opensearch.pid
OS_STDOUT=$OS_DIR/opensearch.out
OS_TEMPLATES=$SERVICES_SCRIPT_DIR/opensearch
OS_URL=http://127.0.0.1:$OS_PORT

opensearch_packages() { echo openjdk-17-jre-headless maven unzip curl; }

_os_java_home() {
  if [ -n "${LOMO_OPENSEARCH_JAVA_HOME:-}" ]; then echo "$LOMO_OPENSEARCH_JAVA_HOME"; return; fi
  # 3.x needs Java 21+: use the Temurin 25 JDK when one is there.
  if [ "${OS_VERSION%%.*}" -ge 3 ] && [ -x /usr/lib/jvm/temurin-25-jdk-amd64/bin/java ]; then
    echo /usr/lib/jvm/temurin-25-jdk-amd64; return
  fi
  java_home
}

# "opensearch" matches both bin/opensearch (bash, briefly) and the JVM it execs into.
_os_running() { pid_alive "$OS_PID" opensearch; }
_os_ready() {
  curl -fsS -m 10 "$OS_URL/_cluster/health?wait_for_status=yellow&timeout=5s" >/dev/null
}

_os_install() {
  [ -f "$OS_HOME/.complete" ] && return 0
  local dl=$OS_DIR/download.tmp
  log "resolving OpenSearch $OS_VERSION (+ k-NN $OS_KNN_VERSION and lang-painless) from Maven Central"
  rm -rf "$dl" "$OS_HOME.tmp"
  mvn_resolve -f "$OS_TEMPLATES/pom.xml" -Dopensearch.version="$OS_VERSION" \
    -Dknn.version="$OS_KNN_VERSION" "$MVN_DEPENDENCY_PLUGIN:copy-dependencies" \
    -DoutputDirectory="$dl"
  mkdir -p "$OS_HOME.tmp"
  unzip -q "$dl/opensearch-$OS_VERSION.zip" -d "$OS_HOME.tmp"
  # the zip has one top-level dir opensearch-<version>/
  mv "$OS_HOME.tmp/opensearch-$OS_VERSION"/* "$OS_HOME.tmp/"
  rmdir "$OS_HOME.tmp/opensearch-$OS_VERSION"
  if [ "$OS_KNN" = 1 ]; then
    # lang-painless as a module (like the full distribution has it): its jars + descriptor.
    local painless=$OS_HOME.tmp/modules/lang-painless
    mkdir -p "$painless"
    cp "$dl"/*.jar "$painless/"
    sed "s|@VERSION@|$OS_VERSION|g" "$OS_TEMPLATES/lang-painless.plugin-descriptor.properties.in" \
      >"$painless/plugin-descriptor.properties"
    cp "$OS_TEMPLATES/lang-painless.plugin-security.policy" "$painless/plugin-security.policy"
    # k-NN: unpacking the plugin zip into plugins/<name> is what opensearch-plugin install
    # does (minus the interactive permission prompt).
    mkdir -p "$OS_HOME.tmp/plugins/opensearch-knn"
    unzip -q "$dl/opensearch-knn-$OS_KNN_VERSION.zip" -d "$OS_HOME.tmp/plugins/opensearch-knn"
  fi
  chmod -R a+rX "$OS_HOME.tmp"
  touch "$OS_HOME.tmp/.complete"
  rm -rf "$OS_HOME" "$dl"
  mv "$OS_HOME.tmp" "$OS_HOME"
}

_os_configure() {
  # OpenSearch refuses to run as root: a system user, home outside /root.
  ensure_user "$OS_USER" "$OS_DIR"
  mkdir -p "$OS_CONF" "$OS_DATA" "$OS_LOGS"
  # Start from the distribution's config (log4j2.properties, jvm.options) ...
  cp "$OS_HOME/config/log4j2.properties" "$OS_CONF/"
  mkdir -p "$OS_CONF/jvm.options.d"
  # ... with heap 512m and the GC log / heap dump / error file paths made absolute (the
  # defaults are relative to the working dir, i.e. the read-only install).
  sed -e 's|^-Xms.*|-Xms512m|' -e 's|^-Xmx.*|-Xmx512m|' \
    -e "s|file=logs/|file=$OS_LOGS/|" -e "s|ErrorFile=logs/|ErrorFile=$OS_LOGS/|" \
    -e "s|HeapDumpPath=data|HeapDumpPath=$OS_DATA|" \
    "$OS_HOME/config/jvm.options" >"$OS_CONF/jvm.options"
  sed -e "s|@PORT@|$OS_PORT|g" -e "s|@TRANSPORT_PORT@|$OS_TRANSPORT_PORT|g" \
    -e "s|@DATA_DIR@|$OS_DATA|g" -e "s|@LOGS_DIR@|$OS_LOGS|g" \
    "$OS_TEMPLATES/opensearch.yml.in" >"$OS_CONF/opensearch.yml"
  # config/data/logs belong to the server user; the install stays root-owned (read-only
  # for the server).
  chown "$OS_USER:$OS_USER" "$OS_DIR"
  chown -R "$OS_USER:$OS_USER" "$OS_CONF" "$OS_DATA" "$OS_LOGS"
}

opensearch_up() {
  if _os_running && _os_ready; then
    log "already running"
    return 0
  fi
  if ! _os_running; then
    _os_install
    assert_port_free "$OS_PORT" LOMO_OPENSEARCH_PORT
    assert_port_free "$OS_TRANSPORT_PORT" LOMO_OPENSEARCH_TRANSPORT_PORT
    _os_configure
    [ -f "$OS_STDOUT" ] && mv -f "$OS_STDOUT" "$OS_STDOUT.1"
    log "starting on 127.0.0.1:$OS_PORT (Java $(_os_java_home))"
    # setpriv (unlike runuser/su) execs without forking, so the pid recorded is the one
    # of bin/opensearch, which execs the JVM: that exact pid is what `down` signals.
    # bin/opensearch expects to be started from its home (it runs bin/opensearch-keystore).
    (
      cd "$OS_HOME" || exit 1
      # OpenSearch wants >= 65535 open files (a warning on loopback, not a failure).
      ulimit -n 65535 2>/dev/null || true
      detach "$OS_STDOUT" setpriv --reuid="$OS_USER" --regid="$OS_USER" --init-groups \
        env -i PATH=/usr/local/bin:/usr/bin:/bin HOME="$OS_DIR" LANG=C.UTF-8 \
        OPENSEARCH_JAVA_HOME="$(_os_java_home)" JAVA_HOME="$(_os_java_home)" \
        OPENSEARCH_PATH_CONF="$OS_CONF" \
        "$OS_HOME/bin/opensearch"
    ) >"$OS_PID"
  fi
  wait_for "cluster health yellow" "$OS_STDOUT" "$OS_PID" opensearch _os_ready
  log "ready: OpenSearch $(_os_version) on $OS_URL$(_os_plugins)"
}

_os_plugins() {
  local p
  p=$(curl -fsS -m 5 "$OS_URL/_cat/plugins?h=component" 2>/dev/null | sort -u | tr '\n' ' ') || true
  if [ -n "$p" ]; then echo " (plugins: ${p% })"; fi
}

_os_version() {
  if _os_running; then
    curl -fsS -m 5 "$OS_URL/" 2>/dev/null | sed -n 's/.*"number" *: *"\([^"]*\)".*/\1/p' && return
  fi
  if [ -f "$OS_HOME/.complete" ]; then echo "$OS_VERSION"; fi
}

opensearch_stop() {
  # SIGTERM = orderly node shutdown (flushes, releases the data dir lock).
  stop_pidfile "$OS_PID" opensearch
}

opensearch_status() {
  local state=stopped version extra=""
  _os_running && { state=running; extra=$(_os_plugins); }
  version=$(_os_version); version=${version:-not-installed}
  status_line opensearch "$state" "$version" "$OS_URL$extra"
}

opensearch_env() { echo "export OPENSEARCH_URL=$OS_URL"; }
