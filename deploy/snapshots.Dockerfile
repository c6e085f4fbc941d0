# Snapshot tests on Linux CI: the Swift 6.3 toolchain (Debian 12) with Reel's libraries and fonts
# (scripts/deps.sh, as `make deps` installs them) and Reel's sources at /opt/reel, for running an
# app's snapshot suites that use Reel's SnapshotTesting and UIKit (samples/snapshot-tests is one).
#
#   docker build -f deploy/snapshots.Dockerfile -t reel-snapshots .
#   docker run --rm -v "$PWD:/app" -v "$PWD/artifacts:/artifacts" reel-snapshots swift test
#
# The app's Package.swift points its Linux branch at Reel: `.package(path: "/opt/reel")` here, or
# the repository's URL. Failed snapshots, their difference images and the run's report
# (snapshot-report/index.html) go to /artifacts (SNAPSHOT_ARTIFACTS); `reel snapshots accept
# /artifacts` on a developer's machine makes them the references. Recording is off
# (SNAPSHOT_TESTING_RECORD=never), so a missing reference fails the run instead of being written.
ARG SWIFT_IMAGE=swift:6.3-bookworm

FROM ${SWIFT_IMAGE}
COPY scripts/deps.sh /tmp/deps.sh
RUN bash /tmp/deps.sh \
 && rm -rf /var/lib/apt/lists/* /tmp/deps.sh \
 && fc-cache -f
COPY . /opt/reel
# Checks that Reel's snapshot modules build with this toolchain and these libraries, then drops
# the build: an app's `swift test` builds them in its own package's folder.
RUN cd /opt/reel && swift build --target SnapshotTesting && rm -rf .build
ENV SNAPSHOT_ARTIFACTS=/artifacts \
    SNAPSHOT_TESTING_RECORD=never
WORKDIR /app
CMD ["swift", "test"]
